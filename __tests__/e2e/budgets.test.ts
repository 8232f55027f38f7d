/** Byte and image budgets on the built site: first-load JavaScript per page, hero formats and sizes, LCP priority, no oversized images. */
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { firstLoadJs } from '../../src/build/measure';
import { builtPaths, launch, openPage } from './browser';
import { BASE } from './server';
import { onePagePerTemplate } from './templates';

const publicDir = path.resolve(__dirname, '../../public');
const JS_BUDGET = 90 * 1024;

describe('first-load JavaScript (gzipped) stays within 90 kB on every page', () => {
  const pages = [...builtPaths(), '/404/'];
  const sizes = pages.map((p) => ({ page: p, ...firstLoadJs(publicDir, p) }));
  afterAll(() => {
    const worst = [...sizes].sort((a, b) => b.total - a.total)[0];
    process.stdout.write(`first-load JS: worst page ${worst.page} ${(worst.total / 1024).toFixed(1)} kB gzipped (${worst.files.map((f) => `${f.file} ${(f.gzip / 1024).toFixed(1)}`).join(', ')})\n`);
  });
  test.each(sizes.map((s) => [s.page, s] as const))('%s', (_page, size) => {
    expect(size.files.length).toBeGreaterThan(2);
    expect(size.total).toBeLessThanOrEqual(JS_BUDGET);
  });
});

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

interface ImageFacts {
  src: string;
  natural: number;
  rendered: number;
}

const cases = onePagePerTemplate().flatMap((p) => [375, 1440].map((w) => [p, w] as const));

test.each(cases)('%s at %ipx: no image is served wider than twice its rendered width; the LCP image is eager with high priority', async (pagePath, width) => {
  const { page } = await openPage(browser, width, 900);
  await page.addInitScript(() => {
    const store = window as unknown as { __lcp?: Element | null };
    new PerformanceObserver((list) => {
      const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[];
      store.__lcp = entries[entries.length - 1]?.element ?? null;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(`${BASE}${pagePath}`, { waitUntil: 'networkidle' });
  const lcp = await page.evaluate(() => {
    const element = (window as unknown as { __lcp?: Element | null }).__lcp;
    return element instanceof HTMLImageElement ? { loading: element.getAttribute('loading'), priority: element.getAttribute('fetchpriority'), src: element.currentSrc } : null;
  });
  if (lcp) expect(lcp).toEqual({ loading: 'eager', priority: 'high', src: lcp.src });
  for (let y = 0; y < 20000; y += 700) {
    const done = await page.evaluate((top) => {
      window.scrollTo(0, top);
      return top + window.innerHeight >= document.documentElement.scrollHeight;
    }, y);
    await page.waitForTimeout(60);
    if (done) break;
  }
  await page.waitForLoadState('networkidle');
  const images = await page.$$eval('img', (nodes) =>
    (nodes as HTMLImageElement[])
      .filter((img) => img.complete && img.naturalWidth > 0 && img.getBoundingClientRect().width > 0 && !img.currentSrc.endsWith('.svg'))
      .map((img): ImageFacts => ({ src: img.currentSrc, natural: img.naturalWidth, rendered: img.getBoundingClientRect().width })),
  );
  const oversized = images.filter((img) => img.natural > 2 * img.rendered + 1).map((img) => `${img.src}: ${img.natural}px served for ${Math.round(img.rendered)}px`);
  expect(oversized).toEqual([]);
  await page.context().close();
});

test.each(onePagePerTemplate().filter((p) => /^\/(services|cases)\/.+\/$/.test(p)))('%s: the hero image comes as AVIF/WebP with width, height, eager loading and high fetch priority', async (pagePath) => {
  const { page } = await openPage(browser);
  await page.goto(`${BASE}${pagePath}`, { waitUntil: 'load' });
  const picture = page.locator('main picture').filter({ has: page.locator('img[loading="eager"]') }).first();
  const types = await picture.locator('source').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('type')));
  expect(types).toEqual(expect.arrayContaining(['image/avif', 'image/webp']));
  const img = picture.locator('img');
  expect(Number(await img.getAttribute('width'))).toBeGreaterThan(0);
  expect(Number(await img.getAttribute('height'))).toBeGreaterThan(0);
  expect(await img.getAttribute('fetchpriority')).toBe('high');
  expect(await page.locator('main img[loading="eager"]').count()).toBe(1);
  await page.context().close();
});
