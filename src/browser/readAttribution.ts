/** The visit's attribution as a lead sends it (landing page, referrer, utm_* values), read from what attribution.ts kept in sessionStorage; loaded with the form's submitter, not on every page. */
import type { Lead } from '../lib/contactSchema';
import { ATTRIBUTION_KEY, storage } from './attribution';

export type Attribution = NonNullable<Lead['attribution']>;

export const UTM_KEYS = ['source', 'medium', 'campaign', 'term', 'content'] as const;
/** The contact schema's limits: a long campaign name is cut, never a reason to refuse a lead. */
export const MAX_PAGE = 500;
export const MAX_UTM = 200;

const cut = (value: unknown, max: number) => (typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : undefined);

/** The visit's values from a landing URL and the document's referrer; empty values are left out. */
export function attributionOf(url: string, referrer: string): Attribution {
  const landing = new URL(url);
  const utm: NonNullable<Attribution['utm']> = {};
  for (const key of UTM_KEYS) {
    const value = cut(landing.searchParams.get(`utm_${key}`), MAX_UTM);
    if (value) utm[key] = value;
  }
  const referrerCut = cut(referrer, MAX_PAGE);
  return {
    landingPage: landing.pathname.slice(0, MAX_PAGE),
    ...(referrerCut ? { referrer: referrerCut } : {}),
    ...(Object.keys(utm).length > 0 ? { utm } : {}),
  };
}

/** The visit's attribution for a lead, or undefined when none was kept; whatever else the storage holds is dropped, so it can never make the endpoint refuse the lead. */
export function readAttribution(): Attribution | undefined {
  let stored: { url?: unknown; referrer?: unknown };
  try {
    stored = (JSON.parse(storage()?.getItem(ATTRIBUTION_KEY) ?? 'null') as typeof stored | null) ?? {};
  } catch {
    return undefined;
  }
  if (typeof stored !== 'object' || typeof stored.url !== 'string') return undefined;
  try {
    return attributionOf(stored.url, typeof stored.referrer === 'string' ? stored.referrer : '');
  } catch {
    return undefined;
  }
}
