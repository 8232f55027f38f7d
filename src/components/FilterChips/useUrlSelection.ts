/** Keeps a listing's filter selection in the URL query: read after mount (no hydration mismatch), pushed on change, restored on back/forward. */
import { useCallback, useEffect, useState } from 'react';
import type { ListFilters, Selection } from '../../lib/listFilters';

type QueryCodec<K extends string> = Pick<ListFilters<never, K>, 'emptySelection' | 'parseSelection' | 'selectionToQuery'>;

/** The selection, its setter, and whether the address's query has been read yet (false in the server HTML and until mount). */
export function useUrlSelection<K extends string>(filters: QueryCodec<K>): [Selection<K>, (next: Selection<K>) => void, boolean] {
  const { emptySelection, parseSelection, selectionToQuery } = filters;
  const [state, setState] = useState<{ selection: Selection<K>; applied: boolean }>(() => ({
    selection: emptySelection(),
    applied: false,
  }));

  useEffect(() => {
    const sync = () => setState({ selection: parseSelection(window.location.search), applied: true });
    sync();
    window.addEventListener('popstate', sync);
    return () => window.removeEventListener('popstate', sync);
  }, [parseSelection]);

  const update = useCallback(
    (next: Selection<K>) => {
      setState({ selection: next, applied: true });
      const url = `${window.location.pathname}${selectionToQuery(next)}${window.location.hash}`;
      if (url !== `${window.location.pathname}${window.location.search}${window.location.hash}`) {
        window.history.pushState(window.history.state, '', url);
      }
    },
    [selectionToQuery],
  );

  return [state.selection, update, state.applied];
}
