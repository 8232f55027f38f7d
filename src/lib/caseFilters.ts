/** The /cases filters: four label groups built from case attributes, AND across groups and OR within one, kept in the URL query. */
import { labelToValue } from './stripEmoji';

export interface FilterableCase {
  attributes: { services: readonly string[]; industries: readonly string[]; companyType: string; projectType: string };
}

export type FilterKey = 'services' | 'industries' | 'companyType' | 'projectType';

interface GroupDef {
  key: FilterKey;
  /** Query parameter name (`?industry=healthcare`). */
  param: string;
  labelsOf: (item: FilterableCase) => readonly string[];
}

export const filterGroupDefs: readonly GroupDef[] = [
  { key: 'services', param: 'service', labelsOf: (c) => c.attributes.services },
  { key: 'industries', param: 'industry', labelsOf: (c) => c.attributes.industries },
  { key: 'companyType', param: 'company', labelsOf: (c) => [c.attributes.companyType] },
  { key: 'projectType', param: 'project', labelsOf: (c) => [c.attributes.projectType] },
];

export interface FilterOption {
  label: string;
  value: string;
  count: number;
}

export interface FilterGroup {
  key: FilterKey;
  param: string;
  options: FilterOption[];
}

export type Selection = Record<FilterKey, string[]>;

export const emptySelection = (): Selection => ({ services: [], industries: [], companyType: [], projectType: [] });

/**
 * The four groups with every label that occurs, its value and, for each value, how many cases a visitor would see with it
 * added to the selection: cases carrying the value that also match the selection in the other groups (with nothing selected,
 * simply how many cases carry it). Sorted by value.
 */
export function buildFilterGroups(items: readonly FilterableCase[], selection: Selection = emptySelection()): FilterGroup[] {
  return filterGroupDefs.map(({ key, param, labelsOf }) => {
    const others = { ...selection, [key]: [] };
    const options = new Map<string, FilterOption>();
    for (const item of items) {
      const counts = matchesSelection(item, others);
      for (const value of new Set(labelsOf(item).map((label) => labelToValue(label)))) {
        const label = labelsOf(item).find((l) => labelToValue(l) === value) ?? value;
        const option = options.get(value) ?? { label, value, count: 0 };
        if (counts) option.count += 1;
        options.set(value, option);
      }
    }
    return { key, param, options: [...options.values()].sort((a, b) => a.value.localeCompare(b.value)) };
  });
}

/** How many values a group shows before the rest fold under a "Show N more" disclosure (a row of 30 chips is a wall on a phone). */
export const VALUES_IN_VIEW = 8;

/**
 * For each group with more than `limit` values, the values that stay in view: those the most cases carry (ties by value),
 * fixed for the listing so no chip moves while a visitor filters. Groups that are short enough are absent (all in view).
 */
export function valuesInView(items: readonly FilterableCase[], limit = VALUES_IN_VIEW): Partial<Record<FilterKey, ReadonlySet<string>>> {
  const inView: Partial<Record<FilterKey, ReadonlySet<string>>> = {};
  for (const group of buildFilterGroups(items)) {
    if (group.options.length <= limit) continue;
    const byUse = [...group.options].sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
    inView[group.key] = new Set(byUse.slice(0, limit).map((option) => option.value));
  }
  return inView;
}

/** The values of one case per query parameter (`{ industry: ['healthcare'], … }`), for filtering its card before hydration. */
export function caseFilterValues(item: FilterableCase): Record<string, string[]> {
  return Object.fromEntries(
    filterGroupDefs.map(({ param, labelsOf }) => [param, [...new Set(labelsOf(item).map((l) => labelToValue(l)))]]),
  );
}

/** True when the case carries at least one selected value of every group that has a selection. */
export function matchesSelection(item: FilterableCase, selection: Selection): boolean {
  return filterGroupDefs.every(({ key, labelsOf }) => {
    const wanted = selection[key];
    if (wanted.length === 0) return true;
    return labelsOf(item).some((label) => wanted.includes(labelToValue(label)));
  });
}

/**
 * The same rule over a card's values per query parameter (as caseFilterValues gives them, or as a built card's
 * `data-<param>` attributes carry them), for the server that answers a filtered address without JavaScript.
 */
export function valuesMatchSelection(values: Readonly<Record<string, readonly string[]>>, selection: Selection): boolean {
  return filterGroupDefs.every(({ key, param }) => {
    const wanted = selection[key];
    return wanted.length === 0 || (values[param] ?? []).some((value) => wanted.includes(value));
  });
}

export function filterCases<T extends FilterableCase>(items: readonly T[], selection: Selection): T[] {
  return items.filter((item) => matchesSelection(item, selection));
}

export const hasSelection = (selection: Selection) => Object.values(selection).some((values) => values.length > 0);

/** Selection from a query string (`?industry=healthcare&industry=fintech&company=startup`); unknown parameters are ignored. */
export function parseSelection(search: string): Selection {
  const params = new URLSearchParams(search);
  const selection = emptySelection();
  for (const { key, param } of filterGroupDefs) {
    const values = params
      .getAll(param)
      .flatMap((v) => v.split(','))
      .map((v) => labelToValue(v))
      .filter(Boolean);
    selection[key] = [...new Set(values)];
  }
  return selection;
}

/** Query string of a selection in group order, '' when nothing is selected. */
export function selectionToQuery(selection: Selection): string {
  const params = new URLSearchParams();
  for (const { key, param } of filterGroupDefs) for (const value of selection[key]) params.append(param, value);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Adds the value to its group, or removes it when already selected. */
export function toggleValue(selection: Selection, key: FilterKey, value: string): Selection {
  const current = selection[key];
  return { ...selection, [key]: current.includes(value) ? current.filter((v) => v !== value) : [...current, value] };
}
