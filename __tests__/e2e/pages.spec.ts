/** Every built page answers 200, shows one H1 and logs no errors; hero images arrive as modern formats with known size. */
import { sectionSchemas } from '../../src/sections/schemas';
import { expect, test } from './fixtures';
import { builtHtml, builtPaths, servicePagesWithHeroImage } from './site';

const paths = builtPaths();

test('the build produced the pages content asks for', () => {
  expect(paths).toEqual(
    expect.arrayContaining([
      '/',
      '/services/',
      '/cases/',
      '/services/website-design/',
      '/services/landing-page/',
      '/services/pilot/',
      '/cases/healthcare/ehr-electronic-health-records/',
      '/cases/keyo-identity-system-ux-ui-design/',
    ]),
  );
});

for (const pagePath of paths) {
  test(`${pagePath} answers 200, has one visible H1 and no console errors`, async ({ page, errors }) => {
    const response = await page.goto(pagePath, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    const h1 = page.locator('h1');
    await expect(h1).toHaveCount(1);
    await expect(h1).toBeVisible();
    await expect(h1).toHaveText(/\S/);
    expect(errors).toEqual([]);
  });
}

for (const pagePath of servicePagesWithHeroImage()) {
  test(`${pagePath} serves its hero image as WebP/AVIF with width and height`, async ({ page }) => {
    await page.goto(pagePath, { waitUntil: 'load' });
    const hero = page.locator('main section').first().locator('picture').last();
    const sources = await hero.locator('source').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('type')));
    expect(sources).toEqual(expect.arrayContaining(['image/webp', 'image/avif']));
    const img = hero.locator('img');
    await expect(img).toHaveAttribute('width', /^[1-9]\d*$/);
    await expect(img).toHaveAttribute('height', /^[1-9]\d*$/);
    await expect(img).toHaveAttribute('loading', 'eager');
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/\.(webp|avif)$/);
  });
}

test('every section kind of the registry renders on at least one built page', () => {
  const rendered = new Set(paths.flatMap((p) => [...builtHtml(p).matchAll(/data-section="([A-Za-z]+)"/g)].map((m) => m[1])));
  expect(Object.keys(sectionSchemas).filter((name) => !rendered.has(name))).toEqual([]);
});
