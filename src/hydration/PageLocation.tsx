/**
 * The router location the page renders with, provided above Gatsby's root: it changes when the visitor goes to another
 * page, never when only the hash or the query of this page changes.
 *
 * Why: on every history change Gatsby's own location provider re-renders the whole page with a new location (router
 * context, Gatsby's internal page-data context, page props). React cannot tell whether a section it has not hydrated yet
 * reads that context, so it marks every still-dehydrated Suspense boundary as updated; one whose code has not arrived
 * (or waits to approach the viewport) cannot hydrate at that update's priority and is thrown away and rendered on the
 * client instead (React error 421). A hash change (#smb, Back between tabs) changes nothing React renders: sections read
 * window.location and listen to `hashchange`/`popstate` themselves. Another page is a new page element (Gatsby keys it by
 * path), so its old boundaries are removed, not updated.
 *
 * Gatsby's <Location> uses a LocationContext found above it instead of creating its provider (@gatsbyjs/reach-router
 * 2.0.1, Gatsby 5.16.1); this replaces that provider's listening, including ending each navigation (without which the
 * next navigate() would replace the history entry instead of pushing one).
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { globalHistory, LocationContext } from '@gatsbyjs/reach-router';
import { isSamePage } from '../lib/samePage';

export function PageLocation({ children }: { children: ReactNode }) {
  const [context, setContext] = useState(() => ({ location: globalHistory.location }));
  const shown = useRef(context.location);

  useEffect(() => globalHistory._onTransitionComplete(), [context]);

  useEffect(() => {
    let stopped = false;
    /** As Gatsby's provider does: after the navigating code has finished, on the next frame. */
    const unlisten = globalHistory.listen(({ location }) => {
      void Promise.resolve().then(() =>
        requestAnimationFrame(() => {
          if (stopped) return;
          if (isSamePage(shown.current, location)) globalHistory._onTransitionComplete();
          else {
            shown.current = location;
            setContext({ location });
          }
        }),
      );
    });
    return () => {
      stopped = true;
      unlisten();
    };
  }, []);

  return <LocationContext.Provider value={context}>{children}</LocationContext.Provider>;
}
