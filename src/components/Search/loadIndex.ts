/** Downloads the build's search index once per page life (the first time search opens) and keeps the loaded MiniSearch for every later opening. */
import type MiniSearch from 'minisearch';
import { loadSearchIndexAsync, SEARCH_INDEX_PATH, type SearchDocument } from '../../lib/siteSearch';

export type IndexState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; index: MiniSearch<SearchDocument> };

let loading: Promise<IndexState> | undefined;

export function loadIndexOnce(): Promise<IndexState> {
  loading ??= fetch(SEARCH_INDEX_PATH)
    .then((response) => {
      if (!response.ok) throw new Error(`${SEARCH_INDEX_PATH}: ${response.status}`);
      return response.text();
    })
    .then(loadSearchIndexAsync)
    .then((index): IndexState => ({ status: 'ready', index }))
    .catch((): IndexState => {
      loading = undefined;
      return { status: 'failed' };
    });
  return loading;
}
