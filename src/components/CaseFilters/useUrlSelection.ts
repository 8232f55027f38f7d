/** Keeps the /cases filter selection in the URL query: read after mount (no hydration mismatch), pushed on change, restored on back/forward. */
import { useCallback, useEffect, useState } from 'react';
import { emptySelection, parseSelection, selectionToQuery, type Selection } from '../../lib/caseFilters';

export function useUrlSelection(): [Selection, (next: Selection) => void] {
  const [selection, setSelection] = useState<Selection>(emptySelection);

  useEffect(() => {
    const sync = () => setSelection(parseSelection(window.location.search));
    sync();
    window.addEventListener('popstate', sync);
    return () => window.removeEventListener('popstate', sync);
  }, []);

  const update = useCallback((next: Selection) => {
    setSelection(next);
    const url = `${window.location.pathname}${selectionToQuery(next)}${window.location.hash}`;
    if (url !== `${window.location.pathname}${window.location.search}${window.location.hash}`) {
      window.history.pushState(window.history.state, '', url);
    }
  }, []);

  return [selection, update];
}
