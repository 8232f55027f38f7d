/** Settings of the cookieless analytics service, fixed at build time: GATSBY_ANALYTICS_ORIGIN (where events go) and GATSBY_ANALYTICS_DOMAIN (the site's name there). */

/** The analytics server's origin (`https://stats.example.com`), or null when analytics are off; anything but an http(s) origin is refused with the variable's name. */
export function analyticsOrigin(value: string | undefined = process.env.GATSBY_ANALYTICS_ORIGIN): string | null {
  const text = value?.trim();
  if (!text) return null;
  let url: URL | undefined;
  try {
    url = new URL(text);
  } catch {
    url = undefined;
  }
  if (!url || !/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw new Error(
      `GATSBY_ANALYTICS_ORIGIN must be the analytics server's origin alone, like https://stats.example.com (no path, query or credentials); got ${JSON.stringify(text)}`,
    );
  }
  return url.origin;
}

/** The site's name in the analytics service; the page's own host name when unset. */
export const analyticsDomain = (value: string | undefined = process.env.GATSBY_ANALYTICS_DOMAIN) => value?.trim() || undefined;

/** Plausible's events API path; Umami and others accept the same request shape there. */
export const eventEndpoint = (origin: string) => `${origin}/api/event`;

/** What the CSP's connect-src adds for analytics: exactly the configured origin, or nothing. */
export const analyticsConnectSources = (origin: string | null = analyticsOrigin()) => (origin ? [origin] : []);
