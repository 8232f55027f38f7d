/**
 * Gatsby's replaceHydrateFunction: hydrate inside a React transition, so React yields to the browser every few
 * milliseconds instead of hydrating the whole page in one long main-thread task (that task was most of the TBT).
 */
import { startTransition, type ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { markHydrating } from './serverHtml';

export const replaceHydrateFunction = () => (element: ReactElement, container: Element) => {
  if (container.hasChildNodes()) {
    markHydrating();
    startTransition(() => {
      hydrateRoot(container, element);
    });
  } else {
    createRoot(container).render(element);
  }
};
