/** Security headers: the host rules gatsby-config hands to adapters, the public/_headers file, the CSP hashes of the designed inline scripts, and /admin/'s own rule. */
import config from '../../gatsby-config';
import { createHash } from 'node:crypto';
import { PAGE_PATH_SNIPPET } from '../../src/lib/cspPolicy';
import { LISTING_FIRST_PAINT } from '../../src/lib/listingFirstPaintScript';
import { HELD_INPUT_SCRIPT } from '../../src/lib/heldInputScript';
import { FONT_PRELOAD_SCRIPT } from '../../src/lib/fontPreloadScript';
import {
  ADMIN_SOURCE,
  adminPolicy,
  headerMatcher,
  headerRules,
  IMMUTABLE,
  parseHeadersFile,
  toHeadersFile,
} from '../../src/lib/securityHeaders';

const rules = config.headers ?? [];
const headerOf = (source: string, key: string) => rules.find((rule) => rule.source === source)?.headers.find((h) => h.key === key)?.value;

test('every response gets the security header set from gatsby-config', () => {
  // The inline scripts the build emits are allowed by their hashes, worked out here with node:crypto rather than the code under test
  // (the page-path snippet's is 'sha256-1/6TlMvRY7s690uzZvWk1KdlV40PKsEEEH9yr8dLQg8=', as printf '%s' "$snippet" | openssl dgst -sha256 -binary | base64 gives).
  const hash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
  expect(hash(PAGE_PATH_SNIPPET)).toBe("'sha256-1/6TlMvRY7s690uzZvWk1KdlV40PKsEEEH9yr8dLQg8='");
  expect(headerOf('/*', 'Content-Security-Policy')).toBe(
    `default-src 'self'; script-src 'self' ${[PAGE_PATH_SNIPPET, FONT_PRELOAD_SCRIPT, HELD_INPUT_SCRIPT, LISTING_FIRST_PAINT].map(hash).sort().join(' ')}; style-src 'self' 'unsafe-inline'; ` +
      "img-src 'self' data:; font-src 'self'; connect-src 'self'; media-src 'self'; manifest-src 'self'; worker-src 'self'; " +
      "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
  );
  expect(headerOf('/*', 'Strict-Transport-Security')).toBe('max-age=63072000; includeSubDomains');
  expect(headerOf('/*', 'X-Content-Type-Options')).toBe('nosniff');
  expect(headerOf('/*', 'X-Frame-Options')).toBe('DENY');
  expect(headerOf('/*', 'Referrer-Policy')).toBe('strict-origin-when-cross-origin');
  expect(headerOf('/*', 'Permissions-Policy')).toBe('camera=(), microphone=(), geolocation=(), payment=(), usb=()');
  expect(headerOf('/*', 'Cross-Origin-Opener-Policy')).toBe('same-origin');
});

test('hashed assets are cached for a year as immutable', () => {
  for (const source of ['/static/*', '/*.js', '/*.css'])
    expect(headerOf(source, 'Cache-Control')).toBe('public, max-age=31536000, immutable');
});

test('the _headers file lists the same rules in Netlify syntax', () => {
  expect(toHeadersFile(headerRules("default-src 'self'")).split('\n\n').slice(0, 2)).toEqual([
    [
      '/*',
      "  Content-Security-Policy: default-src 'self'",
      '  Strict-Transport-Security: max-age=63072000; includeSubDomains',
      '  X-Content-Type-Options: nosniff',
      '  X-Frame-Options: DENY',
      '  Referrer-Policy: strict-origin-when-cross-origin',
      '  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=()',
      '  Cross-Origin-Opener-Policy: same-origin',
    ].join('\n'),
    '/static/*\n  Cache-Control: public, max-age=31536000, immutable',
  ]);
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

// /admin/ gets its own header rule, loosened only where Decap needs it, while public pages keep their policy.
const directives = (policy: string) => new Map(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

test('the /admin/ rule comes after the site-wide rules and sets its own CSP, noindex and no long caching', () => {
  const rules = headerRules();
  const admin = rules[rules.length - 1];
  expect(admin.source).toBe(ADMIN_SOURCE);
  expect(Object.fromEntries(admin.headers.map((h) => [h.key, h.value]))).toEqual({
    'Content-Security-Policy': adminPolicy(),
    'X-Robots-Tag': 'noindex, nofollow',
    'Cache-Control': 'no-cache',
  });
  expect(toHeadersFile(rules)).toMatch(/\n\/admin\/\*\n {2}Content-Security-Policy: default-src 'self'; script-src 'self' 'unsafe-eval';/);
});

test('the /admin/ policy adds only what Decap needs and keeps the rest of the site policy', () => {
  const site = directives(headerRules()[0].headers.find((h) => h.key === 'Content-Security-Policy')?.value ?? '');
  const admin = directives(adminPolicy(['http://localhost:8381']));
  expect(site.get('script-src')).not.toContain("'unsafe-eval'");
  expect(admin.get('script-src')).toEqual(["'self'", "'unsafe-eval'"]);
  expect(admin.get('connect-src')).toEqual(["'self'", 'blob:', 'https://api.github.com', 'http://localhost:8381']);
  for (const same of ['default-src', 'object-src', 'base-uri', 'form-action', 'frame-ancestors', 'style-src'])
    expect(admin.get(same)).toEqual(site.get(same));
});
