/** /admin/ gets its own header rule, loosened only where Decap needs it, while public pages keep their policy. */
import { ADMIN_SOURCE, adminPolicy, headerRules, toHeadersFile } from '../src/lib/securityHeaders';

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
