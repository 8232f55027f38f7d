/**
 * Whether the page on screen is still the one the server rendered. While it is, static sections keep the server's HTML
 * as it is and load no code; after a client-side navigation every section renders normally.
 */
let hydrating = false;
let navigated = false;

/** Called when React starts hydrating server HTML (never in `gatsby develop`'s client-only render or the CMS preview). */
export const markHydrating = () => {
  hydrating = true;
};

/** Called on every route change after the first. */
export const markNavigated = () => {
  navigated = true;
};

export const showsServerHtml = () => hydrating && !navigated;
