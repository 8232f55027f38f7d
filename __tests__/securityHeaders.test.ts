import config from '../gatsby-config';
import { sha256Source, PAGE_PATH_SNIPPET } from '../src/build/postBuild/cspPolicy';
import { CASES_FIRST_PAINT } from '../src/browser/casesFirstPaint';
import { HELD_INPUT_SCRIPT } from '../src/lib/heldInputScript';
import { headerMatcher, headerRules, IMMUTABLE, parseHeadersFile, toHeadersFile } from '../src/lib/securityHeaders';

const rules = config.headers ?? [];
const headerOf = (source: string, key: string) => rules.find((rule) => rule.source === source)?.headers.find((h) => h.key === key)?.value;

test('every response gets the security header set from gatsby-config', () => {
  const csp = headerOf('/*', 'Content-Security-Policy') ?? '';
  // Exactly the rewritten loader script and the /cases first-paint script.
  const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src')) ?? '';
  expect(scriptSrc.split(' ').sort()).toEqual(
    ['script-src', "'self'", sha256Source(PAGE_PATH_SNIPPET), sha256Source(HELD_INPUT_SCRIPT), sha256Source(CASES_FIRST_PAINT)].sort(),
  );
  expect(csp).not.toMatch(/unsafe-eval/);
  expect(csp.split('; ').find((d) => d.startsWith('script-src'))).not.toMatch(/unsafe-inline/);
  expect(csp).toMatch(/frame-ancestors 'none'/);
  expect(headerOf('/*', 'Strict-Transport-Security')).toMatch(/^max-age=(\d+); includeSubDomains$/);
  expect(Number(/max-age=(\d+)/.exec(headerOf('/*', 'Strict-Transport-Security') ?? '')?.[1])).toBeGreaterThanOrEqual(15768000);
  expect(headerOf('/*', 'X-Content-Type-Options')).toBe('nosniff');
  expect(headerOf('/*', 'X-Frame-Options')).toBe('DENY');
  expect(headerOf('/*', 'Referrer-Policy')).toBe('strict-origin-when-cross-origin');
  expect(headerOf('/*', 'Permissions-Policy')).toMatch(/camera=\(\)/);
  expect(headerOf('/*', 'Cross-Origin-Opener-Policy')).toBe('same-origin');
});

test('hashed assets are cached for a year as immutable', () => {
  for (const source of ['/static/*', '/*.js', '/*.css'])
    expect(headerOf(source, 'Cache-Control')).toBe('public, max-age=31536000, immutable');
});

test('the _headers file lists the same rules in Netlify syntax', () => {
  expect(toHeadersFile(headerRules("default-src 'self'"))).toMatch(
    /^\/\*\n {2}Content-Security-Policy: default-src 'self'\n {2}Strict-Transport-Security: /,
  );
});

test('the _headers text reads back to the same rules, and a path gets every rule that matches it', () => {
  const rules = headerRules("default-src 'self'; frame-ancestors 'none'");
  const parsed = parseHeadersFile(toHeadersFile(rules));
  expect(parsed).toEqual(rules);
  const headersOf = headerMatcher(parsed);
  expect(headersOf('/static/abc123/photo.webp')).toMatchObject({ 'Cache-Control': IMMUTABLE, 'X-Content-Type-Options': 'nosniff' });
  expect(headersOf('/app-4f2a9c.js')['Cache-Control']).toBe(IMMUTABLE);
  expect(headersOf('/services/ux-audit/')['Cache-Control']).toBeUndefined();
  expect(headersOf('/services/ux-audit/')['Content-Security-Policy']).toBe("default-src 'self'; frame-ancestors 'none'");
  expect(headersOf('/page-data/app-data.json')['Cache-Control']).toBeUndefined();
});
