/** Byte and image budgets on the built site: first-load JavaScript on a laptop, hero formats and sizes, LCP priority, no oversized images. */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { DESKTOP_VIEWPORT as DESKTOP, describeFirstLoadJs, FIRST_LOAD_JS_BUDGET, firstLoadJs } from '../../scripts/bench/measure';
import { expect, test } from './fixtures';
import { BASE } from './server';
import { onePagePerTemplate } from './templates';

const publicDir = path.resolve(__dirname, '../../public');

/** The wider screen of a laptop shows more sections at once, so more of them hydrate: one page per template (every page on a phone: pages.spec.ts). */
test.describe('first-load JavaScript (gzipped) stays within 80 kB on a laptop', () => {
  for (const pagePath of onePagePerTemplate()) {
    test(`${pagePath} at ${DESKTOP.width}px`, async ({ desktopTab }) => {
      await desktopTab.goto('about:blank');
      const js = await firstLoadJs(desktopTab, `${BASE}${pagePath}`, publicDir);
      const listing = describeFirstLoadJs(js);
      expect(js.files.length, listing).toBeGreaterThan(2);
      expect(js.total, listing).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET);
    });
  }
});

interface ImageFacts {
  src: string;
  natural: number;
  rendered: number;
}

/** Scrolls to the bottom a viewport at a time, each time until every image in view has loaded (lazy images included; a slider's images beyond the screen's edge are not in view, and Chromium may never load them). */
async function scrollThrough(page: Page): Promise<void> {
  for (let y = 0; y < 20000; y += 700) {
    const done = await page.evaluate((top) => {
      window.scrollTo(0, top);
      return top + window.innerHeight >= document.documentElement.scrollHeight;
    }, y);
    await page.waitForFunction(() =>
      Array.from(document.images)
        .filter((img) => {
          const box = img.getBoundingClientRect();
          return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
        })
        .every((img) => img.complete),
    );
    if (done) break;
  }
}

for (const width of [375, 1440]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const pagePath of onePagePerTemplate()) {
      test(`${pagePath} at ${width}px: no image is served wider than twice its rendered width; the LCP image is eager with high priority`, async ({
        page,
      }) => {
        await page.addInitScript(() => {
          const store = window as unknown as { __lcp?: Element | null };
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[];
            store.__lcp = entries[entries.length - 1]?.element ?? null;
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        });
        await page.goto(pagePath, { waitUntil: 'networkidle' });
        const lcp = await page.evaluate(() => {
          const element = (window as unknown as { __lcp?: Element | null }).__lcp;
          return element instanceof HTMLImageElement
            ? { loading: element.getAttribute('loading'), priority: element.getAttribute('fetchpriority'), src: element.currentSrc }
            : null;
        });
        if (lcp) expect(lcp).toEqual({ loading: 'eager', priority: 'high', src: lcp.src });
        await scrollThrough(page);
        await page.waitForLoadState('networkidle');
        const images = await page.$$eval('img', (nodes) =>
          nodes
            .filter(
              (img) => img.complete && img.naturalWidth > 0 && img.getBoundingClientRect().width > 0 && !img.currentSrc.endsWith('.svg'),
            )
            .map((img): ImageFacts => ({ src: img.currentSrc, natural: img.naturalWidth, rendered: img.getBoundingClientRect().width })),
        );
        const oversized = images
          .filter((img) => img.natural > 2 * img.rendered + 1)
          .map((img) => `${img.src}: ${img.natural}px served for ${Math.round(img.rendered)}px`);
        expect(oversized).toEqual([]);
      });
    }
  });
}

for (const pagePath of onePagePerTemplate().filter((p) => /^\/(services|cases)\/.+\/$/.test(p))) {
  test(`${pagePath}: the hero image comes as AVIF/WebP with width, height, eager loading and high fetch priority`, async ({ page }) => {
    await page.goto(pagePath, { waitUntil: 'load' });
    const picture = page
      .locator('main picture')
      .filter({ has: page.locator('img[loading="eager"]') })
      .first();
    const types = await picture.locator('source').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('type')));
    expect(types).toEqual(expect.arrayContaining(['image/avif', 'image/webp']));
    const img = picture.locator('img');
    await expect(img).toHaveAttribute('width', /^[1-9]\d*$/);
    await expect(img).toHaveAttribute('height', /^[1-9]\d*$/);
    await expect(img).toHaveAttribute('fetchpriority', 'high');
    await expect(page.locator('main img[loading="eager"]')).toHaveCount(1);
  });
}
