/**
 * Gatsby's replaceHydrateFunction: hydrate inside a React transition, so React yields to the browser every few
 * milliseconds instead of hydrating the whole page in one long main-thread task (that task was most of the TBT). The
 * page renders with a location that only another page changes (src/hydration/PageLocation.tsx: no React error 421 when
 * the hash changes while sections are still hydrating).
 */
import { createElement, startTransition, type ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { markHydrating } from './serverHtml';
import { PageLocation } from './PageLocation';

export const replaceHydrateFunction = () => (element: ReactElement, container: Element) => {
  const page = createElement(PageLocation, null, element);
  if (container.hasChildNodes()) {
    markHydrating();
    startTransition(() => {
      hydrateRoot(container, page);
    });
  } else {
    createRoot(container).render(page);
  }
};
