/** The CSP meta tag of every page allows exactly its inline scripts; _headers and gatsby-config carry the full header set; no template triggers a CSP violation. */
import fs from 'node:fs';
import path from 'node:path';
import config from '../../gatsby-config';
import { cspMetaOf, inlineScripts, sha256Source } from '../../src/gatsby-node/postBuild/cspPolicy';
import { expect, test } from './fixtures';
import { builtHtml, builtPaths } from './site';
import { onePagePerTemplate } from './templates';

const publicDir = path.resolve(__dirname, '../../public');
const pages = [...builtPaths(), '/404/'];
const directive = (policy: string, name: string) => policy.split(/;\s*/).find((d) => d.startsWith(`${name} `)) ?? '';

for (const pagePath of pages) {
  test(`${pagePath} has a CSP meta tag that hashes each of its inline scripts and allows nothing unsafe for scripts`, () => {
    const html = builtHtml(pagePath);
    const policy = cspMetaOf(html);
    expect(policy).not.toBeNull();
    const scriptSrc = directive(policy ?? '', 'script-src');
    for (const script of inlineScripts(html)) expect(scriptSrc).toContain(sha256Source(script));
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval|\*|https?:/);
    expect(html.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(html.indexOf('<script'));
  });
}

function headersFile(): Map<string, Map<string, string>> {
  const blocks = fs
    .readFileSync(path.join(publicDir, '_headers'), 'utf8')
    .trim()
    .split(/\n\s*\n/);
  return new Map(
    blocks.map((block) => {
      const [source, ...lines] = block.split('\n');
      return [
        source.trim(),
        new Map(lines.map((line) => [line.slice(0, line.indexOf(':')).trim(), line.slice(line.indexOf(':') + 1).trim()])),
      ];
    }),
  );
}

test('public/_headers carries the whole security header set and immutable caching for hashed assets', () => {
  const file = headersFile();
  const all = file.get('/*');
  expect(all?.get('Content-Security-Policy')).toMatch(/frame-ancestors 'none'/);
  expect(all?.get('Strict-Transport-Security')).toMatch(/^max-age=\d{8,}; includeSubDomains/);
  expect(all?.get('X-Content-Type-Options')).toBe('nosniff');
  expect(all?.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
  expect(all?.get('Permissions-Policy')).toMatch(/camera=\(\)/);
  expect(all?.get('Cross-Origin-Opener-Policy')).toBe('same-origin');
  for (const source of ['/static/*', '/*.js', '/*.css'])
    expect(file.get(source)?.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
});

test('the _headers CSP (union of every page) is the policy gatsby-config sends, so hosts and the meta tags agree', () => {
  const configured = config.headers?.find((rule) => rule.source === '/*')?.headers.find((h) => h.key === 'Content-Security-Policy')?.value;
  expect(headersFile().get('/*')?.get('Content-Security-Policy')).toBe(configured);
});

test("Gatsby's build-wide inline scripts were moved to one hashed file that every page loads", () => {
  const boots = fs.readdirSync(publicDir).filter((name) => /^boot-[0-9a-f]{20}\.js$/.test(name));
  const referenced = new Set(pages.map((p) => /<script src="\/(boot-[0-9a-f]{20}\.js)"><\/script>/.exec(builtHtml(p))?.[1]));
  expect(referenced.size).toBe(1);
  expect(boots).toEqual(expect.arrayContaining([...referenced]));
  expect(fs.readFileSync(path.join(publicDir, [...referenced][0] ?? ''), 'utf8')).toMatch(
    /window\.___chunkMapping=[\s\S]*window\.___webpackCompilationHash=/,
  );
});

for (const pagePath of onePagePerTemplate()) {
  test(`${pagePath} runs under its CSP without a violation or console error`, async ({ page, errors }) => {
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(
          `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
        );
      });
    });
    await page.goto(pagePath, { waitUntil: 'networkidle' });
    await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveCount(1);
    await page.mouse.wheel(0, 2000);
    await page.waitForFunction(() => window.scrollY > 0 || document.documentElement.scrollHeight <= window.innerHeight);
    await page.waitForLoadState('networkidle');
    const internal = page.locator('main a[href^="/"]').first();
    if ((await internal.count()) > 0) {
      await internal.click();
      await page.waitForLoadState('networkidle');
    }
    expect(errors).toEqual([]);
  });
}
