/** Keeps the /cases filter selection in the URL query: read after mount (no hydration mismatch), pushed on change, restored on back/forward. */
import { useCallback, useEffect, useState } from 'react';
import { emptySelection, parseSelection, selectionToQuery, type Selection } from '../../lib/caseFilters';

/** The selection, its setter, and whether the address's query has been read yet (false in the server HTML and until mount). */
export function useUrlSelection(): [Selection, (next: Selection) => void, boolean] {
  const [state, setState] = useState<{ selection: Selection; applied: boolean }>(() => ({ selection: emptySelection(), applied: false }));

  useEffect(() => {
    const sync = () => setState({ selection: parseSelection(window.location.search), applied: true });
    sync();
    window.addEventListener('popstate', sync);
    return () => window.removeEventListener('popstate', sync);
  }, []);

  const update = useCallback((next: Selection) => {
    setState({ selection: next, applied: true });
    const url = `${window.location.pathname}${selectionToQuery(next)}${window.location.hash}`;
    if (url !== `${window.location.pathname}${window.location.search}${window.location.hash}`) {
      window.history.pushState(window.history.state, '', url);
    }
  }, []);

  return [state.selection, update, state.applied];
}
