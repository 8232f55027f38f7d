/** Every built page answers 200, shows one H1 and logs no errors; hero images arrive as modern formats with known size. */
import type { Browser } from 'playwright-core';
import { builtHtml, builtPaths, launch, openPage, servicePagesWithHeroImage } from './browser';
import { BASE } from './server';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const paths = builtPaths();

test('the build produced the pages content asks for', () => {
  expect(paths).toEqual(expect.arrayContaining(['/', '/services/', '/cases/', '/services/website-design/', '/services/landing-page/', '/services/pilot/', '/cases/healthcare/ehr-electronic-health-records/', '/cases/keyo-identity-system-ux-ui-design/']));
});

test.each(paths)('%s answers 200, has one visible H1 and no console errors', async (pagePath) => {
  const { page, errors } = await openPage(browser);
  const response = await page.goto(`${BASE}${pagePath}`, { waitUntil: 'networkidle' });
  expect(response?.status()).toBe(200);
  const h1 = page.locator('h1');
  await expect(h1.count()).resolves.toBe(1);
  expect(await h1.isVisible()).toBe(true);
  expect((await h1.innerText()).trim().length).toBeGreaterThan(0);
  expect(errors).toEqual([]);
  await page.context().close();
});

test.each(servicePagesWithHeroImage())('%s serves its hero image as WebP/AVIF with width and height', async (pagePath) => {
  const { page } = await openPage(browser);
  await page.goto(`${BASE}${pagePath}`, { waitUntil: 'load' });
  const hero = page.locator('main section').first().locator('picture').last();
  const sources = await hero.locator('source').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('type')));
  expect(sources).toEqual(expect.arrayContaining(['image/webp', 'image/avif']));
  const img = hero.locator('img');
  expect(Number(await img.getAttribute('width'))).toBeGreaterThan(0);
  expect(Number(await img.getAttribute('height'))).toBeGreaterThan(0);
  expect(await img.getAttribute('loading')).toBe('eager');
  const current = await img.evaluate((el: HTMLImageElement) => el.currentSrc);
  expect(current).toMatch(/\.(webp|avif)$/);
  await page.context().close();
});

test('every section kind of the registry renders on at least one built page', () => {
  const { sectionSchemas } = jest.requireActual<typeof import('../../src/sections/schemas')>('../../src/sections/schemas');
  const rendered = new Set(paths.flatMap((p) => [...builtHtml(p).matchAll(/data-section="([A-Za-z]+)"/g)].map((m) => m[1])));
  expect(Object.keys(sectionSchemas).filter((name) => !rendered.has(name))).toEqual([]);
});
