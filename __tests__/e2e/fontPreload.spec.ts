/**
 * The brand faces are preloaded on a fast connection, so a first view can show them, and not on a slow one, where
 * Chrome would hold the first paint for a face that cannot arrive within font-display: optional's window
 * (src/lib/fontPreloadScript.ts). Connections are emulated through CDP, which also sets what navigator.connection reports.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { servicePagesWithHeroImage } from './site';

const PAGE = servicePagesWithHeroImage()[0];

/** The page's font preloads and how each woff2 it fetched was requested ('link' for a preload, 'css' for the stylesheet). */
const fontLoading = (page: Page) =>
  page.evaluate(() => ({
    effectiveType: (navigator as Navigator & { connection?: { effectiveType: string } }).connection?.effectiveType,
    preloads: [...document.querySelectorAll('link[rel="preload"][as="font"]')].map(
      (link) => new URL((link as HTMLLinkElement).href).pathname,
    ),
    fetched: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.woff2'))
      .map((entry) => ({ path: new URL(entry.name).pathname, by: (entry as PerformanceResourceTiming).initiatorType }))
      .sort((a, b) => a.path.localeCompare(b.path)),
  }));

const FACES = [/^\/static\/bricolage-grotesque-latin-700-800-\w+\.woff2$/, /^\/static\/inter-latin-400-800-\w+\.woff2$/];

test(`on a fast connection both faces are preloaded from the head and fetched once, through the preload (${PAGE})`, async ({ page }) => {
  await page.goto(PAGE, { waitUntil: 'load' });
  await expect.poll(async () => (await fontLoading(page)).fetched.length).toBe(2);
  const { effectiveType, preloads, fetched } = await fontLoading(page);
  expect(effectiveType).toBe('4g');
  expect([...preloads].sort().map((path, i) => FACES[i].test(path))).toEqual([true, true]);
  expect(fetched.map(({ path, by }) => ({ face: FACES.findIndex((face) => face.test(path)), by }))).toEqual([
    { face: 0, by: 'link' },
    { face: 1, by: 'link' },
  ]);
});

test(`on a slow (Lighthouse-like) connection nothing is preloaded: the faces come from the stylesheet, after the first paint (${PAGE})`, async ({
  page,
}) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await page.goto(PAGE, { waitUntil: 'load' });
  await expect.poll(async () => (await fontLoading(page)).fetched.length, { timeout: 20_000 }).toBe(2);
  const { effectiveType, preloads, fetched } = await fontLoading(page);
  expect(effectiveType).not.toBe('4g');
  expect(preloads).toEqual([]);
  expect(fetched.map(({ by }) => by)).toEqual(['css', 'css']);
  const firstPaintBeforeFonts = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
    const fonts = performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.woff2'));
    return fonts.every((font) => paint < (font as PerformanceResourceTiming).responseEnd);
  });
  expect(firstPaintBeforeFonts).toBe(true);
});
