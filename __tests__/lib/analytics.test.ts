/** Cookieless analytics: settings come from the build's environment, events follow Plausible's API and go by sendBeacon, and the CSP allows exactly the configured origin. */
import { analyticsConnectSources, analyticsOrigin, eventEndpoint } from '../../src/lib/analyticsSettings';
import { buildPolicy } from '../../src/gatsby-node/postBuild/cspPolicy';
import { trackLead, trackPageview } from '../../src/browser/analytics';

const connectSrc = (policy: string) => policy.split('; ').find((d) => d.startsWith('connect-src '));

afterEach(() => {
  delete process.env.GATSBY_ANALYTICS_ORIGIN;
  delete process.env.GATSBY_ANALYTICS_DOMAIN;
});

test('an unset or empty origin means no analytics and an unchanged connect-src', () => {
  expect(analyticsOrigin(undefined)).toBeNull();
  expect(analyticsOrigin('  ')).toBeNull();
  expect(connectSrc(buildPolicy([], 'header'))).toBe("connect-src 'self'");
});

test('the origin is normalised and becomes the only addition to connect-src', () => {
  expect(analyticsOrigin('https://Stats.Oakline.Studio/')).toBe('https://stats.oakline.studio');
  expect(eventEndpoint('https://stats.oakline.studio')).toBe('https://stats.oakline.studio/api/event');
  process.env.GATSBY_ANALYTICS_ORIGIN = 'https://stats.oakline.studio';
  expect(analyticsConnectSources()).toEqual(['https://stats.oakline.studio']);
  expect(connectSrc(buildPolicy([], 'meta'))).toBe("connect-src 'self' https://stats.oakline.studio");
});

test.each([
  'stats.oakline.studio',
  'https://stats.oakline.studio/js/script.js',
  'ftp://stats.oakline.studio',
  'https://u:p@stats.oakline.studio',
])('refuses %s, naming the variable', (value) => {
  expect(() => analyticsOrigin(value)).toThrow(/GATSBY_ANALYTICS_ORIGIN/);
});

describe('events', () => {
  const beacon = jest.fn((_url: string, _body?: BodyInit | null) => true);
  beforeEach(() => {
    beacon.mockClear();
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  });
  const sent = () => beacon.mock.calls.map(([url, body]) => ({ url, event: JSON.parse(body as string) as Record<string, unknown> }));

  test('nothing is sent without settings', () => {
    expect(trackPageview(true)).toBeNull();
    expect(trackLead('default')).toBeNull();
    expect(beacon).not.toHaveBeenCalled();
  });

  test('a page view and the Lead goal in the events API shape, by sendBeacon', () => {
    process.env.GATSBY_ANALYTICS_ORIGIN = 'https://stats.oakline.studio';
    process.env.GATSBY_ANALYTICS_DOMAIN = 'oakline.studio';
    trackPageview(false);
    trackLead('pilot');
    expect(sent()).toEqual([
      {
        url: 'https://stats.oakline.studio/api/event',
        event: { name: 'pageview', url: 'http://localhost/', domain: 'oakline.studio', referrer: null },
      },
      {
        url: 'https://stats.oakline.studio/api/event',
        event: { name: 'Lead', url: 'http://localhost/', domain: 'oakline.studio', referrer: null, props: { form: 'pilot' } },
      },
    ]);
  });

  test('without a domain setting the page host name is the site name', () => {
    process.env.GATSBY_ANALYTICS_ORIGIN = 'https://stats.oakline.studio';
    trackPageview(true);
    expect(sent()[0].event.domain).toBe('localhost');
  });
});
