/** Downloads a language's search index once per page life (the first time search opens on a page in that language) and keeps the loaded MiniSearch for every later opening. */
import type MiniSearch from 'minisearch';
import { loadSearchIndexAsync, searchIndexPath, type SearchDocument } from '../../lib/siteSearch';
import type { Locale } from '../../lib/locales';

export type IndexState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; index: MiniSearch<SearchDocument> };

const loading = new Map<Locale, Promise<IndexState>>();

export function loadIndexOnce(locale: Locale): Promise<IndexState> {
  const known = loading.get(locale);
  if (known) return known;
  const address = searchIndexPath(locale);
  const load = fetch(address)
    .then((response) => {
      if (!response.ok) throw new Error(`${address}: ${response.status}`);
      return response.text();
    })
    .then((json) => loadSearchIndexAsync(json, locale))
    .then((index): IndexState => ({ status: 'ready', index }))
    .catch((): IndexState => {
      loading.delete(locale);
      return { status: 'failed' };
    });
  loading.set(locale, load);
  return load;
}
