/**
 * The brand faces are preloaded on a fast connection, so a first view can show them. On a slow one, where they could not
 * arrive within font-display: optional's window, the first page is drawn in the fallbacks without waiting for them, and
 * they are fetched after it has loaded, for the next page; with Save-Data never (src/lib/fontPreloadScript.ts).
 * Connections are emulated through CDP, which also sets what navigator.connection reports.
 */
import type { Page } from '@playwright/test';
import { BRAND_FACES_ATTRIBUTE, FONTS_FETCHED_KEY } from '../../src/lib/fontPreloadScript';
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
  expect(await page.locator('html').getAttribute(BRAND_FACES_ATTRIBUTE)).toBeNull();
  /** The stacks name the faces first; whether Chromium draws them depends on the face arriving in optional's ~100 ms, which a loaded machine can miss. */
  expect(await page.evaluate(() => getComputedStyle(document.querySelector('main h1')!).fontFamily)).toMatch(
    /^"Bricolage Grotesque Variable"/,
  );
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"Inter Variable"/);
});

/** The families Chromium drew the page's first heading and its body text in (CDP CSS.getPlatformFontsForNode). */
async function drawnFamilies(page: Page): Promise<{ heading: string[]; body: string[] }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const familiesOf = async (selector: string) => {
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.map((font) => font.familyName);
  };
  const families = { heading: await familiesOf('main h1'), body: await familiesOf('main h1 ~ p') };
  await cdp.detach();
  return families;
}

/** Lighthouse's applied throttling (562.5 ms a request, 1.6 Mbit/s), which also makes navigator.connection report 3G. */
async function slowConnection(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

/** When the page's load event began, and when each woff2 it fetched was requested and by whom. */
const fetchTimes = (page: Page) =>
  page.evaluate(() => ({
    load: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
    faces: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.woff2'))
      .map((entry) => ({ start: entry.startTime, by: (entry as PerformanceResourceTiming).initiatorType })),
  }));

test(`on a slow (Lighthouse-like) connection the first page is drawn in the fallbacks and asks for the faces only after it has loaded; the next page draws the faces (${PAGE})`, async ({
  page,
}) => {
  test.setTimeout(90_000);
  await slowConnection(page);
  await page.goto(PAGE, { waitUntil: 'load' });
  expect(await page.locator('html').getAttribute(BRAND_FACES_ATTRIBUTE)).toBe('later');
  const first = await fontLoading(page);
  expect(first.effectiveType).not.toBe('4g');
  expect(first.preloads).toEqual([]);
  const drawn = await drawnFamilies(page);
  expect(drawn.heading.join(' ')).not.toMatch(/Bricolage|Inter/);
  expect(drawn.body.join(' ')).not.toMatch(/Bricolage|Inter/);
  await expect.poll(async () => (await fetchTimes(page)).faces.length, { timeout: 30_000 }).toBe(2);
  const { load, faces } = await fetchTimes(page);
  expect(faces.every(({ start }) => start >= load)).toBe(true);
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), FONTS_FETCHED_KEY), { timeout: 30_000 }).not.toBeNull();

  const next = servicePagesWithHeroImage()[1];
  await page.goto(next, { waitUntil: 'load' });
  expect(await page.locator('html').getAttribute(BRAND_FACES_ATTRIBUTE)).toBeNull();
  expect((await fontLoading(page)).preloads).toHaveLength(2);
  const nextDrawn = await drawnFamilies(page);
  expect(nextDrawn.heading.join(' ')).toMatch(/Bricolage Grotesque/);
  expect(nextDrawn.body.join(' ')).toMatch(/Inter/);
});

test(`with Save-Data the faces are never fetched, and every page is drawn in the fallbacks (${PAGE})`, async ({ page }) => {
  await page.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', { value: { effectiveType: '4g', saveData: true }, configurable: true }),
  );
  for (const path of [PAGE, servicePagesWithHeroImage()[1]]) {
    await page.goto(path, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    expect(await page.locator('html').getAttribute(BRAND_FACES_ATTRIBUTE)).toBe('later');
    expect(await fontLoading(page)).toMatchObject({ preloads: [], fetched: [] });
    expect((await drawnFamilies(page)).heading.join(' ')).not.toMatch(/Bricolage|Inter/);
  }
});
