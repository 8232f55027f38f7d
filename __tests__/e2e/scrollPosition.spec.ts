/**
 * The page holds still where the visitor put it, so a press lands on what they aimed at.
 *
 * - Jumping to the end (End, the scrollbar, a link to the form): below-the-fold blocks are laid out only as they near
 *   the viewport (content-visibility), and a placeholder height at the end of the page used to move the page by
 *   100–1,400 px a frame after arrival.
 * - A fresh load of a page this tab has shown before: Gatsby used to scroll it, once hydrated, to where the last visit
 *   had been (src/browser/keepLoadScroll.ts); a press made meanwhile landed on another control.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { onePagePerTemplate } from './templates';

const templates = onePagePerTemplate();

interface Place {
  /** The footer's top, in px from the top of the viewport. */
  footerTop: number;
  atEnd: boolean;
}

/** Jumps to the end, reads what the first frame after the jump painted, then where the page settled. */
const jumpToEnd = () =>
  new Promise<{ painted: Place; settled: Place }>((resolve) => {
    const frame = () => new Promise((next) => requestAnimationFrame(next));
    const where = () => ({
      footerTop: Math.round(document.querySelector('footer')!.getBoundingClientRect().top),
      atEnd: Math.round(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1,
    });
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    void (async () => {
      await frame();
      await frame();
      const painted = where();
      for (let i = 0; i < 10; i += 1) await frame();
      await new Promise((wait) => setTimeout(wait, 300));
      resolve({ painted, settled: where() });
    })();
  });

/** What a visitor cannot see: a sub-pixel rounding. */
const TOLERANCE_PX = 2;

for (const width of [375, 1440]) {
  test(`at ${width}px, jumping to the end of each template's page moves nothing after the first frame`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const moved: string[] = [];
    for (const pagePath of templates) {
      await page.goto(pagePath, { waitUntil: 'load' });
      const { painted, settled } = await page.evaluate(jumpToEnd);
      if (Math.abs(painted.footerTop - settled.footerTop) > TOLERANCE_PX || !painted.atEnd || !settled.atEnd)
        moved.push(
          `${pagePath}: the footer's top painted at ${painted.footerTop} px, then at ${settled.footerTop} px${settled.atEnd ? '' : ', no longer at the end'}`,
        );
    }
    expect(moved).toEqual([]);
  });
}

const LOADED_PAGE = '/services/branding/';
/** The page frame has hydrated (src/hydration/heldInput.ts marks it), after which Gatsby would have restored a scroll. */
const frameLive = (page: Page) => page.locator('html[data-live]').waitFor({ state: 'attached' });
const settledScrollY = (page: Page) =>
  page.evaluate(async () => {
    for (let i = 0; i < 10; i += 1) await new Promise((next) => requestAnimationFrame(next));
    await new Promise((wait) => setTimeout(wait, 300));
    return Math.round(window.scrollY);
  });

test('a fresh visit to a page the tab has shown before opens at its top and stays there once live; a reload returns where the visitor was', async ({
  page,
}) => {
  await page.goto(LOADED_PAGE, { waitUntil: 'load' });
  await frameLive(page);
  await page.evaluate(() => window.scrollTo({ top: 2400, behavior: 'instant' }));
  /** Deep in the page: scroll anchoring keeps what the visitor sees in place while the sections above take their real heights. */
  expect(await settledScrollY(page)).toBeGreaterThan(1500);

  await page.goto('about:blank');
  await page.goto(LOADED_PAGE, { waitUntil: 'load' });
  await frameLive(page);
  expect(await settledScrollY(page)).toBe(0);

  await page.evaluate(() => window.scrollTo({ top: 2400, behavior: 'instant' }));
  const before = await settledScrollY(page);
  await page.reload({ waitUntil: 'load' });
  await frameLive(page);
  expect(Math.abs((await settledScrollY(page)) - before)).toBeLessThan(200);
});
