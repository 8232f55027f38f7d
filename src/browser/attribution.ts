/** Where this visit came from, kept per tab in sessionStorage and never in a cookie, so each lead can say what brought it. Runs on every page, so it only stores the first landing address and referrer as they are; reading them into a lead's attribution (landing page, referrer, utm_* values) is readAttribution.ts, loaded with the form's submitter. */

export const ATTRIBUTION_KEY = 'oakline:attribution';

/** The most of an address kept: enough for any landing page and campaign the lead can carry (readAttribution cuts further). */
const MAX_ADDRESS = 4000;

/** sessionStorage, or null where the browser refuses it (storage disabled, some private modes). */
export function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Called on every page load of the tab: only the first one of the visit is kept. */
export function rememberLanding(url = window.location.href, referrer = document.referrer): void {
  const store = storage();
  if (!store) return;
  try {
    if (store.getItem(ATTRIBUTION_KEY) === null)
      store.setItem(ATTRIBUTION_KEY, JSON.stringify({ url: url.slice(0, MAX_ADDRESS), referrer: referrer.slice(0, MAX_ADDRESS) }));
  } catch {
    // A full or refused storage only loses the attribution, never the lead.
  }
}
