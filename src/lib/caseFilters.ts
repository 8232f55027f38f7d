/** The /cases filters: four label groups built from case attributes, kept in the URL query (src/lib/listFilters.ts). */
import {
  listFilters,
  valuesInView as listValuesInView,
  valuesMatchSelection as listValuesMatch,
  type GroupDef,
  type Selection as ListSelection,
} from './listFilters';

export type { FilterGroup, FilterOption } from './listFilters';

export interface FilterableCase {
  attributes: { services: readonly string[]; industries: readonly string[]; companyType: string; projectType: string };
}

export type FilterKey = 'services' | 'industries' | 'companyType' | 'projectType';

export type Selection = ListSelection<FilterKey>;

export const filterGroupDefs: readonly GroupDef<FilterableCase, FilterKey>[] = [
  { key: 'services', param: 'service', labelsOf: (c) => c.attributes.services },
  { key: 'industries', param: 'industry', labelsOf: (c) => c.attributes.industries },
  { key: 'companyType', param: 'company', labelsOf: (c) => [c.attributes.companyType] },
  { key: 'projectType', param: 'project', labelsOf: (c) => [c.attributes.projectType] },
];

export const caseFilters = listFilters(filterGroupDefs);

export const {
  emptySelection,
  buildFilterGroups,
  matchesSelection,
  hasSelection,
  parseSelection,
  selectionToQuery,
  toggleValue,
} = caseFilters;

export const filterCases = <T extends FilterableCase>(items: readonly T[], selection: Selection): T[] =>
  items.filter((item) => matchesSelection(item, selection));

/** The values of each long case group kept in view; the rest fold under "Show N more". */
export const valuesInView = (items: readonly FilterableCase[], limit?: number) => listValuesInView(buildFilterGroups(items), limit);

/** The case filter rule over a built card's values, for the server's filtered /cases/ answer. */
export const valuesMatchSelection = (values: Readonly<Record<string, readonly string[]>>, selection: Selection) =>
  listValuesMatch(filterGroupDefs, values, selection);
