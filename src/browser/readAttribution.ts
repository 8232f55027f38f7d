/** The visit's attribution as a lead sends it, read back from sessionStorage; loaded with the form's submitter, not on every page. */
import { ATTRIBUTION_KEY, MAX_PAGE, MAX_UTM, storage, UTM_KEYS, type Attribution } from './attribution';

const cut = (value: unknown, max: number) => (typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : undefined);

/** The visit's attribution for a lead, or undefined when none was kept; whatever else the storage holds is dropped, so it can never make the endpoint refuse the lead. */
export function readAttribution(): Attribution | undefined {
  let stored: { landingPage?: unknown; referrer?: unknown; utm?: Record<string, unknown> };
  try {
    stored = (JSON.parse(storage()?.getItem(ATTRIBUTION_KEY) ?? 'null') as typeof stored | null) ?? {};
  } catch {
    return undefined;
  }
  if (typeof stored !== 'object') return undefined;
  const utm: NonNullable<Attribution['utm']> = {};
  for (const key of UTM_KEYS) {
    const value = cut(stored.utm && typeof stored.utm === 'object' ? stored.utm[key] : undefined, MAX_UTM);
    if (value) utm[key] = value;
  }
  const landingPage = cut(stored.landingPage, MAX_PAGE);
  const referrer = cut(stored.referrer, MAX_PAGE);
  const result: Attribution = {
    ...(landingPage ? { landingPage } : {}),
    ...(referrer ? { referrer } : {}),
    ...(Object.keys(utm).length > 0 ? { utm } : {}),
  };
  return Object.keys(result).length > 0 ? result : undefined;
}
