/** replaceHydrateFunction with the transition off (PATCHES_OFF=hydration, swapped in by src/patches/webpack.ts): hydration runs at default priority; the page location provider stays (React error 421). */
import { createElement, type ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { markHydrating } from '../serverHtml';
import { PageLocation } from '../PageLocation';

export const replaceHydrateFunction = () => (element: ReactElement, container: Element) => {
  const page = createElement(PageLocation, null, element);
  if (container.hasChildNodes()) {
    markHydrating();
    hydrateRoot(container, page);
  } else {
    createRoot(container).render(page);
  }
};
