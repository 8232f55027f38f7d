/** The studio's type on every template, at phone and desktop width: Inter and Bricolage Grotesque load as woff2 from the site's own origin, and arriving late they move nothing (CLS). Emoji labels and the showreel's place are checked with axe (a11y.spec.ts). */
import { MOTION } from './browser';
import { expect, test } from './fixtures';
import { settleAnimations } from './site';
import { onePagePerTemplate } from './templates';

const templates = onePagePerTemplate();

test.describe('the web fonts load from the site and, arriving late, move nothing: cumulative layout shift stays at or under 0.01', () => {
  /** The entrance animations run too: a visitor who allows motion. */
  test.use({ reducedMotion: MOTION });
  for (const pagePath of templates) {
    for (const width of [375, 1440]) {
      test(`${pagePath} at ${width}px, fonts delayed by 1.5 s: Inter and the display face from the site's origin, CLS ≤ 0.01`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        let fontsHeld = 0;
        let fontsServed = 0;
        await page.route('**/*.woff2', (route) => {
          fontsHeld += 1;
          setTimeout(() => void route.continue().then(() => (fontsServed += 1)), 1500);
        });
        await page.addInitScript(() => {
          type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean };
          const store = window as unknown as { __cls: number; __clsFlush: () => void };
          store.__cls = 0;
          const add = (entries: PerformanceEntryList) => {
            for (const entry of entries as Shift[]) if (!entry.hadRecentInput) store.__cls += entry.value;
          };
          const observer = new PerformanceObserver((list) => add(list.getEntries()));
          observer.observe({ type: 'layout-shift', buffered: true });
          /** Counts the shifts recorded but not yet delivered to the callback. */
          store.__clsFlush = () => add(observer.takeRecords());
        });
        await page.goto(pagePath, { waitUntil: 'load' });
        await settleAnimations(page);
        // Every late font has arrived and been laid out: the shifts they could cause have all happened.
        await expect.poll(() => fontsHeld > 0 && fontsServed === fontsHeld).toBe(true);
        await page.evaluate(() => document.fonts.ready);
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        const cls = await page.evaluate(() => {
          const store = window as unknown as { __cls: number; __clsFlush: () => void };
          store.__clsFlush();
          return store.__cls;
        });
        expect(cls).toBeLessThanOrEqual(0.01);
        const fonts = await page.evaluate(() => ({
          loaded: [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family.replace(/"/g, '')),
          files: performance
            .getEntriesByType('resource')
            .map((e) => e.name)
            .filter((name) => /\.woff2(\?|$)/.test(name)),
          origin: location.origin,
          body: getComputedStyle(document.body).fontFamily,
          heading: getComputedStyle(document.querySelector('h1') ?? document.body).fontFamily,
        }));
        expect(fonts.loaded).toEqual(expect.arrayContaining(['Inter Variable', 'Bricolage Grotesque Variable']));
        expect(fonts.files.length).toBeGreaterThanOrEqual(2);
        for (const file of fonts.files) expect(new URL(file).origin).toBe(fonts.origin);
        expect(fonts.body).toMatch(/^"?Inter Variable/);
        expect(fonts.heading).toMatch(/^"?Bricolage Grotesque Variable/);
      });
    }
  }
});
