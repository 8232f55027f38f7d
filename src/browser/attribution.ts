/** Where this visit came from (first landing page, referrer, utm_* parameters), kept per tab in sessionStorage and never in a cookie, so each lead can say what brought it. Runs on every page (keep it small); reading it back for a lead is readAttribution.ts, loaded with the form's submitter. */
import type { Lead } from '../lib/contactSchema';

export type Attribution = NonNullable<Lead['attribution']>;

export const ATTRIBUTION_KEY = 'oakline:attribution';
export const UTM_KEYS = ['source', 'medium', 'campaign', 'term', 'content'] as const;
/** The contact schema's limits: a long campaign name is cut, never a reason to refuse a lead. */
export const MAX_PAGE = 500;
export const MAX_UTM = 200;

/** sessionStorage, or null where the browser refuses it (storage disabled, some private modes). */
export function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The visit's values from a landing URL and the document's referrer; empty values are left out. */
export function attributionOf(url: string, referrer: string): Attribution {
  const landing = new URL(url);
  const utm: NonNullable<Attribution['utm']> = {};
  for (const key of UTM_KEYS) {
    const value = landing.searchParams.get(`utm_${key}`)?.trim();
    if (value) utm[key] = value.slice(0, MAX_UTM);
  }
  return {
    landingPage: landing.pathname.slice(0, MAX_PAGE),
    ...(referrer ? { referrer: referrer.slice(0, MAX_PAGE) } : {}),
    ...(Object.keys(utm).length > 0 ? { utm } : {}),
  };
}

/** Called on every page load of the tab: only the first one of the visit is kept. */
export function rememberLanding(url = window.location.href, referrer = document.referrer): void {
  const store = storage();
  if (!store) return;
  try {
    if (store.getItem(ATTRIBUTION_KEY) === null) store.setItem(ATTRIBUTION_KEY, JSON.stringify(attributionOf(url, referrer)));
  } catch {
    // A full or refused storage only loses the attribution, never the lead.
  }
}
