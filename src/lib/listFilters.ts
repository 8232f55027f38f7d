/**
 * Filters of a listing kept in the URL query (/cases, /blog): groups of labels, OR within a group and AND across groups.
 * Each listing defines its groups once (src/lib/caseFilters.ts, src/components/BlogListing/blogFilters.ts) and gets the same behaviour.
 */
import { labelToValue } from './stripEmoji';

export interface GroupDef<T, K extends string> {
  key: K;
  /** Query parameter name (`?industry=healthcare`). */
  param: string;
  labelsOf: (item: T) => readonly string[];
  /**
   * The URL values of `labelsOf`'s labels, position by position, when they are not the labels' own slugs: a German case
   * carries its English twin's, so `?industry=lending` selects the same cases in both languages.
   */
  valuesOf?: (item: T) => readonly string[] | null | undefined;
}

export interface FilterOption {
  label: string;
  value: string;
  count: number;
}

export interface FilterGroup<K extends string = string> {
  key: K;
  param: string;
  options: FilterOption[];
}

export type Selection<K extends string = string> = Record<K, string[]>;

export interface ListFilters<T, K extends string> {
  defs: readonly GroupDef<T, K>[];
  emptySelection: () => Selection<K>;
  /**
   * The groups with every label that occurs, its value and, for each value, how many items a visitor would see with it
   * added to the selection: items carrying the value that also match the selection in the other groups. Sorted by value.
   */
  buildFilterGroups: (items: readonly T[], selection?: Selection<K>) => FilterGroup<K>[];
  /** The values of one item per query parameter (`{ industry: ['healthcare'] }`), for filtering its card before hydration. */
  filterValues: (item: T) => Record<string, string[]>;
  /** True when the item carries at least one selected value of every group that has a selection. */
  matchesSelection: (item: T, selection: Selection<K>) => boolean;
  hasSelection: (selection: Selection<K>) => boolean;
  /** Selection from a query string (`?industry=healthcare&industry=fintech`); unknown parameters are ignored. */
  parseSelection: (search: string) => Selection<K>;
  /** Query string of a selection in group order, '' when nothing is selected. */
  selectionToQuery: (selection: Selection<K>) => string;
  /** Adds the value to its group, or removes it when already selected. */
  toggleValue: (selection: Selection<K>, key: K, value: string) => Selection<K>;
}

/** How many values a group shows before the rest fold under a "Show N more" disclosure (a row of 30 chips is a wall on a phone). */
export const VALUES_IN_VIEW = 8;

export function listFilters<T, K extends string>(defs: readonly GroupDef<T, K>[]): ListFilters<T, K> {
  const emptySelection = () => Object.fromEntries(defs.map(({ key }) => [key, []])) as unknown as Selection<K>;
  /** Each label of the item in the group with its URL value. */
  const entriesOf = (def: GroupDef<T, K>, item: T) => {
    const values = def.valuesOf?.(item);
    return def.labelsOf(item).map((label, i) => ({ label, value: values?.[i] ?? labelToValue(label) }));
  };
  const valuesOf = (def: GroupDef<T, K>, item: T) => [...new Set(entriesOf(def, item).map((entry) => entry.value))];

  const matchesSelection = (item: T, selection: Selection<K>) =>
    defs.every((def) => {
      const wanted = selection[def.key];
      if (wanted.length === 0) return true;
      return valuesOf(def, item).some((value) => wanted.includes(value));
    });

  const buildFilterGroups = (items: readonly T[], selection: Selection<K> = emptySelection()) =>
    defs.map((def) => {
      const others = { ...selection, [def.key]: [] };
      const options = new Map<string, FilterOption>();
      for (const item of items) {
        const counts = matchesSelection(item, others);
        for (const value of valuesOf(def, item)) {
          const label = entriesOf(def, item).find((entry) => entry.value === value)?.label ?? value;
          const option = options.get(value) ?? { label, value, count: 0 };
          if (counts) option.count += 1;
          options.set(value, option);
        }
      }
      return { key: def.key, param: def.param, options: [...options.values()].sort((a, b) => a.value.localeCompare(b.value)) };
    });

  const parseSelection = (search: string) => {
    const params = new URLSearchParams(search);
    const selection = emptySelection();
    for (const { key, param } of defs) {
      const values = params
        .getAll(param)
        .flatMap((v) => v.split(','))
        .map((v) => labelToValue(v))
        .filter(Boolean);
      selection[key] = [...new Set(values)];
    }
    return selection;
  };

  const selectionToQuery = (selection: Selection<K>) => {
    const params = new URLSearchParams();
    for (const { key, param } of defs) for (const value of selection[key]) params.append(param, value);
    const query = params.toString();
    return query ? `?${query}` : '';
  };

  return {
    defs,
    emptySelection,
    buildFilterGroups,
    filterValues: (item) => Object.fromEntries(defs.map((def) => [def.param, valuesOf(def, item)])),
    matchesSelection,
    hasSelection: (selection) => Object.values<string[]>(selection).some((values) => values.length > 0),
    parseSelection,
    selectionToQuery,
    toggleValue: (selection, key, value) => {
      const current = selection[key];
      return { ...selection, [key]: current.includes(value) ? current.filter((v) => v !== value) : [...current, value] };
    },
  };
}

/**
 * For each group with more than `limit` values, the values that stay in view: those the most items carry (ties by value),
 * fixed for the listing so no chip moves while a visitor filters. Groups that are short enough are absent (all in view).
 */
export function valuesInView<K extends string>(
  groups: readonly FilterGroup<K>[],
  limit = VALUES_IN_VIEW,
): Partial<Record<K, ReadonlySet<string>>> {
  const inView: Partial<Record<K, ReadonlySet<string>>> = {};
  for (const group of groups) {
    if (group.options.length <= limit) continue;
    const byUse = [...group.options].sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
    inView[group.key] = new Set(byUse.slice(0, limit).map((option) => option.value));
  }
  return inView;
}

/**
 * The selection rule over an item's values per query parameter (as filterValues gives them, or as a built card's
 * `data-<param>` attributes carry them), for the server that answers a filtered address without JavaScript.
 */
export function valuesMatchSelection<T, K extends string>(
  defs: readonly GroupDef<T, K>[],
  values: Readonly<Record<string, readonly string[]>>,
  selection: Selection<K>,
): boolean {
  return defs.every(({ key, param }) => {
    const wanted = selection[key];
    return wanted.length === 0 || (values[param] ?? []).some((value) => wanted.includes(value));
  });
}
