/** The visit's attribution: the first landing page, referrer and utm_* values stay in sessionStorage for the tab, never in a cookie, and never block a lead. */
import site from '../../content/site.en.json';
import { ATTRIBUTION_KEY, rememberLanding } from '../../src/browser/attribution';
import { attributionOf, readAttribution } from '../../src/browser/readAttribution';
import { validateLead } from '../../src/lib/contactSchema';

beforeEach(() => window.sessionStorage.clear());

test('keeps the first landing page, the referrer and the utm parameters of the visit', () => {
  rememberLanding(
    'https://oakline.studio/services/ux-audit/?utm_source=linkedin&utm_medium=paid&utm_campaign=audit-q3&x=1',
    'https://www.linkedin.com/',
  );
  rememberLanding('https://oakline.studio/cases/?utm_source=newsletter', 'https://oakline.studio/services/ux-audit/');
  expect(readAttribution()).toEqual({
    landingPage: '/services/ux-audit/',
    referrer: 'https://www.linkedin.com/',
    utm: { source: 'linkedin', medium: 'paid', campaign: 'audit-q3' },
  });
  expect(document.cookie).toBe('');
});

test('a visit without referrer or campaign keeps only its landing page', () => {
  rememberLanding('https://oakline.studio/about-us/', '');
  expect(readAttribution()).toEqual({ landingPage: '/about-us/' });
});

test('long values are cut to what the endpoint accepts, so the lead still passes the shared schema', () => {
  const long = 'a'.repeat(900);
  rememberLanding(`https://oakline.studio/${long}/?utm_campaign=${long}`, `https://example.com/${long}`);
  const attribution = readAttribution();
  expect(attribution?.utm?.campaign).toHaveLength(200);
  expect(attribution?.landingPage).toHaveLength(500);
  const lead = {
    form: 'default',
    name: 'Ana',
    email: 'ana@fitsync.app',
    company: 'FitSync',
    message: 'A UX audit of our app.',
    attribution,
  };
  expect(validateLead(lead, site.copy.forms.errors).ok).toBe(true);
});

test('whatever else sits under the key is dropped instead of failing the lead', () => {
  window.sessionStorage.setItem(
    ATTRIBUTION_KEY,
    JSON.stringify({ url: 'https://oakline.studio/x/?utm_campaign=spring', referrer: 7, extra: 'y' }),
  );
  expect(readAttribution()).toEqual({ landingPage: '/x/', utm: { campaign: 'spring' } });
  window.sessionStorage.setItem(ATTRIBUTION_KEY, JSON.stringify({ url: 'not an address' }));
  expect(readAttribution()).toBeUndefined();
  window.sessionStorage.setItem(ATTRIBUTION_KEY, '{not json');
  expect(readAttribution()).toBeUndefined();
});

test('nothing kept reads as no attribution', () => {
  expect(readAttribution()).toBeUndefined();
  expect(attributionOf('https://oakline.studio/', '')).toEqual({ landingPage: '/' });
});
