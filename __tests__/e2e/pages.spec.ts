/**
 * Every built English page and one German page of each kind (builtPaths), opened once on Lighthouse's phone (in a tab
 * each worker reuses, its cache off) and left to settle: it answers 200, shows one H1, logs no error and loads at most
 * 80 kB of JavaScript (gzipped) before any input, its inline scripts included (scripts/bench/measure.ts; each page's
 * figure is noted on its test). Every other German page is its English twin's template with other words: it must
 * reference the same scripts, and the twin's measured files plus its own inline scripts must stay within 80 kB. Every service hero image is offered as AVIF and WebP with its size in every page's built HTML (the browser's choice of
 * format is checked once per template in budgets.spec.ts).
 */
import path from 'node:path';
import { describeFirstLoadJs, FIRST_LOAD_JS_BUDGET, firstLoadJs, gzipBytes, inlineScripts } from '../../scripts/bench/measure';
import { ancestors, attributeOf, htmlElements } from '../../src/html/htmlDocument';
import { sectionSchemas } from '../../src/content-model/sectionSchemas';
import { collectErrors, expect, test } from './fixtures';
import { BASE } from './server';
import { builtHtml, builtPaths, builtPathsEveryLanguage, servicePagesWithHeroImage } from './site';

const paths = builtPaths();
const everyPage = new Set(builtPathsEveryLanguage());
const publicDir = path.resolve(__dirname, '../../public');

/** The scripts a page's HTML names (its own and the preloaded), in order: what a page's template decides. */
const scriptSources = (html: string) =>
  htmlElements(html)
    .filter((e) => (e.tagName === 'script' && attributeOf(e, 'src')) || (e.tagName === 'link' && attributeOf(e, 'as') === 'script'))
    .map((e) => attributeOf(e, 'src') ?? attributeOf(e, 'href'));

test('the build produced the pages content asks for', () => {
  expect(paths).toEqual(
    expect.arrayContaining([
      '/',
      '/services/',
      '/cases/',
      '/blog/',
      '/blog/review/',
      '/blog/case-study/',
      '/search/',
      '/services/website-design/',
      '/services/landing-page/',
      '/services/pilot/',
      '/cases/healthcare/ehr-electronic-health-records/',
      '/cases/keyo-identity-system-ux-ui-design/',
    ]),
  );
});

test.describe('on a phone', () => {
  for (const pagePath of [...paths, '/404/']) {
    test(`${pagePath} answers 200, has one visible H1, logs no error and loads at most 80 kB of JavaScript`, async ({ phoneTab: page }) => {
      await page.goto('about:blank');
      const errors: string[] = [];
      const stopCollecting = collectErrors(page, errors);
      const response = page.waitForResponse((r) => new URL(r.url()).pathname === pagePath);
      const js = await firstLoadJs(page, `${BASE}${pagePath}`, publicDir).finally(stopCollecting);
      expect((await response).status()).toBe(200);
      const h1 = page.locator('h1');
      await expect(h1).toHaveCount(1);
      await expect(h1).toBeVisible();
      await expect(h1).toHaveText(/\S/);
      expect(errors).toEqual([]);
      const listing = describeFirstLoadJs(js);
      test.info().annotations.push({ type: 'first-load JavaScript', description: listing });
      expect(js.files.length, listing).toBeGreaterThan(2);
      expect(js.total, listing).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET);
      const twin = `/de${pagePath}`;
      if (pagePath.startsWith('/de/') || paths.includes(twin) || !everyPage.has(twin)) return;
      expect(scriptSources(builtHtml(twin)), `${twin} loads the scripts of ${pagePath}`).toEqual(scriptSources(builtHtml(pagePath)));
      const twinInline = inlineScripts(builtHtml(twin)).map(gzipBytes);
      const twinTotal = js.files.reduce((sum, f) => sum + f.gzip, 0) + twinInline.reduce((sum, bytes) => sum + bytes, 0);
      expect(twinTotal, `${twin}: ${pagePath}'s files and its own ${twinInline.length} inline scripts`).toBeLessThanOrEqual(
        FIRST_LOAD_JS_BUDGET,
      );
    });
  }
});

for (const pagePath of servicePagesWithHeroImage()) {
  test(`${pagePath} offers its hero image as AVIF and WebP, eager, with width and height`, () => {
    const elements = htmlElements(builtHtml(pagePath));
    const hero = elements.find((e) => e.tagName === 'section' && ancestors(e).some((a) => a.tagName === 'main'));
    expect(hero, 'a section in main').toBeDefined();
    const inHero = elements.filter((e) => hero && ancestors(e).includes(hero));
    const picture = inHero.filter((e) => e.tagName === 'picture').at(-1);
    expect(picture, 'a picture in the first section').toBeDefined();
    const inPicture = inHero.filter((e) => picture && ancestors(e).includes(picture));
    expect(inPicture.filter((e) => e.tagName === 'source').map((e) => attributeOf(e, 'type'))).toEqual(
      expect.arrayContaining(['image/webp', 'image/avif']),
    );
    const img = inPicture.find((e) => e.tagName === 'img');
    expect(img && attributeOf(img, 'width')).toMatch(/^[1-9]\d*$/);
    expect(img && attributeOf(img, 'height')).toMatch(/^[1-9]\d*$/);
    expect(img && attributeOf(img, 'loading')).toBe('eager');
  });
}

test('every section kind of the registry renders on at least one built page', () => {
  const rendered = new Set(paths.flatMap((p) => [...builtHtml(p).matchAll(/data-section="([A-Za-z]+)"/g)].map((m) => m[1])));
  expect(Object.keys(sectionSchemas).filter((name) => !rendered.has(name))).toEqual([]);
});
