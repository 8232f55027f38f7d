/** The /cases filters: four label groups built from case attributes, kept in the URL query (src/lib/listFilters.ts). */
import {
  listFilters,
  valuesInView as listValuesInView,
  valuesMatchSelection as listValuesMatch,
  type GroupDef,
  type Selection as ListSelection,
} from './listFilters';
import { labelToValue } from './stripEmoji';

export type { FilterGroup, FilterOption } from './listFilters';

interface CaseAttributes<Labels> {
  services: Labels;
  industries: Labels;
  companyType: string;
  projectType: string;
}

export interface FilterableCase {
  attributes: CaseAttributes<readonly string[]>;
  /** The URL value of each attribute, the English label's slug in every language (caseFilterValues, at build time). */
  filterValues?: CaseAttributes<readonly string[]> | null;
}

export type FilterKey = 'services' | 'industries' | 'companyType' | 'projectType';

export type Selection = ListSelection<FilterKey>;

export const filterGroupDefs: readonly GroupDef<FilterableCase, FilterKey>[] = [
  { key: 'services', param: 'service', labelsOf: (c) => c.attributes.services, valuesOf: (c) => c.filterValues?.services },
  { key: 'industries', param: 'industry', labelsOf: (c) => c.attributes.industries, valuesOf: (c) => c.filterValues?.industries },
  {
    key: 'companyType',
    param: 'company',
    labelsOf: (c) => [c.attributes.companyType],
    valuesOf: (c) => c.filterValues && [c.filterValues.companyType],
  },
  {
    key: 'projectType',
    param: 'project',
    labelsOf: (c) => [c.attributes.projectType],
    valuesOf: (c) => c.filterValues && [c.filterValues.projectType],
  },
];

/**
 * A case's filter values from its English twin's labels, position by position, so an address's filter means the same in
 * every language (`?industry=lending` is "🏦 Lending" and "🏦 Kredite"). Throws when the twin lists a different number of labels.
 */
export function caseFilterValues(item: FilterableCase, english: FilterableCase): CaseAttributes<string[]> {
  const slugs = (own: readonly string[], twin: readonly string[], group: string) => {
    if (own.length !== twin.length) throw new Error(`${group}: ${own.length} labels, the English twin has ${twin.length}`);
    return twin.map((label) => labelToValue(label));
  };
  return {
    services: slugs(item.attributes.services, english.attributes.services, 'services'),
    industries: slugs(item.attributes.industries, english.attributes.industries, 'industries'),
    companyType: labelToValue(english.attributes.companyType),
    projectType: labelToValue(english.attributes.projectType),
  };
}

export const caseFilters = listFilters(filterGroupDefs);

export const { emptySelection, buildFilterGroups, matchesSelection, hasSelection, parseSelection, selectionToQuery, toggleValue } =
  caseFilters;

export const filterCases = <T extends FilterableCase>(items: readonly T[], selection: Selection): T[] =>
  items.filter((item) => matchesSelection(item, selection));

/** The values of each long case group kept in view; the rest fold under "Show N more". */
export const valuesInView = (items: readonly FilterableCase[], limit?: number) => listValuesInView(buildFilterGroups(items), limit);

/** The case filter rule over a built card's values, for the server's filtered /cases/ answer. */
export const valuesMatchSelection = (values: Readonly<Record<string, readonly string[]>>, selection: Selection) =>
  listValuesMatch(filterGroupDefs, values, selection);
