/** What the search dialog lists: the best matches of a query, or for an empty query the service groups to browse. */
import type { GroupInfo } from '../../lib/serviceGroups';
import { inLocale, isQuery, type SearchHit, type SearchKind } from '../../lib/siteSearch';
import { DEFAULT_LOCALE, type Locale } from '../../lib/locales';

export interface SearchOption {
  path: string;
  /** The kind's name from content ("Case study"), empty for a service group. */
  kind: string;
  context: string;
  title: string;
  text: string;
  terms: readonly string[];
}

/** An empty (or one-letter) query suggests each service group (a link to its block on the page language's /services/); otherwise the hits (their paths already in their language), with their kind named. */
export function searchOptionsFor(
  query: string,
  hits: readonly SearchHit[],
  groups: readonly GroupInfo[],
  kindNames: Record<SearchKind, string>,
  locale: Locale = DEFAULT_LOCALE,
): SearchOption[] {
  if (!isQuery(query))
    return groups.map((group) => ({
      path: inLocale(`/services/#${group.id}`, locale),
      kind: '',
      context: '',
      title: group.title,
      text: group.text,
      terms: [],
    }));
  return hits.map((hit) => ({ ...hit, kind: kindNames[hit.kind] }));
}
