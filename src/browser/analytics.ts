/** Page views and the "Lead" goal, sent with navigator.sendBeacon to Plausible's events API (no cookie, no script from the analytics server); loaded only when the build set GATSBY_ANALYTICS_ORIGIN. */
import { analyticsDomain, analyticsOrigin, eventEndpoint } from '../lib/analyticsSettings';

export interface AnalyticsEvent {
  name: string;
  url: string;
  domain: string;
  referrer: string | null;
  props?: Record<string, string>;
}

/** Sends one event; a browser without sendBeacon or a refused beacon only loses the event. */
export function sendEvent(name: string, props?: Record<string, string>, referrer: string | null = null): AnalyticsEvent | null {
  const origin = analyticsOrigin();
  if (!origin || typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return null;
  const event: AnalyticsEvent = {
    name,
    url: window.location.href,
    domain: analyticsDomain() ?? window.location.hostname,
    referrer,
    ...(props ? { props } : {}),
  };
  // A string body goes as text/plain, which needs no CORS preflight; Plausible reads it as JSON.
  return navigator.sendBeacon(eventEndpoint(origin), JSON.stringify(event)) ? event : null;
}

/** A page view: the first of the tab carries the document's referrer, client-side navigations none (the visit already has it). */
export const trackPageview = (firstOfTab: boolean) => sendEvent('pageview', undefined, firstOfTab ? document.referrer || null : null);

/** The goal counted after a lead was accepted, with the form's name (never what was typed). */
export const trackLead = (form: string) => sendEvent('Lead', { form });
