/**
 * A keyboard visitor always sees the control they are on (WCAG 2.2, 2.4.11): tabbing forward takes the page down under
 * the floating showreel, tabbing back takes it up under the sticky header, and neither may cover the focused control
 * (the rules per kind of control are at coverOfFocus). Focus must not fall out of the page on the way either.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { servicePagesCoveringEverySection } from './site';

/** Pages with controls in every part of the page: home, service pages that together hold every section kind, the two listings. */
const PAGES = ['/', ...servicePagesCoveringEverySection(), '/cases/', '/blog/'];
/** More stops than any of these pages has, so a pass always reaches the end of the page. */
const MAX_STOPS = 400;

/**
 * The focused control's name, and which fixed bar covers it (null when nothing does or focus left the page). A control
 * that fits between the bars must be wholly clear of them. Two are judged by what the browser can show: a text field by
 * its first line (Chromium scrolls a field only as far as its caret), and a control taller than the room between the bars
 * by whether any of it is left in view (2.4.11).
 */
const coverOfFocus = () => {
  const focused = document.activeElement as HTMLElement | null;
  if (!focused || focused === document.body) return { at: null, coveredBy: null };
  const header = [...document.querySelectorAll('header')].find((h) => getComputedStyle(h).position === 'sticky');
  const showreel = document.querySelector('[data-floating-video]');
  const bars: [string, Element | null | undefined][] = [
    ['sticky header', header],
    ['floating showreel', showreel],
  ];
  const at = `${focused.tagName.toLowerCase()} "${(focused.getAttribute('aria-label') ?? focused.innerText ?? '').trim().slice(0, 60)}"`;
  const box = focused.getBoundingClientRect();
  const room = (showreel?.getBoundingClientRect().top ?? window.innerHeight) - (header?.getBoundingClientRect().bottom ?? 0);
  const textField = focused.matches('textarea, input:not([type="checkbox"], [type="radio"], [type="button"], [type="submit"])');
  const wholly = textField || box.height <= room;
  const left = Math.max(box.left, 0) + 1;
  const right = Math.min(box.right, window.innerWidth) - 1;
  const top = Math.max(box.top, 0) + 1;
  const bottom = Math.min(textField ? box.top + 40 : box.bottom, window.innerHeight) - 1;
  if (right <= left || bottom <= top) return { at, coveredBy: null };
  const covering: string[] = [];
  for (let i = 0; i <= 4; i += 1) {
    for (let j = 0; j <= 2; j += 1) {
      const hit = document.elementFromPoint(left + ((right - left) * i) / 4, top + ((bottom - top) * j) / 2);
      const bar = bars.find(([, element]) => element && !element.contains(focused) && element.contains(hit));
      if (bar) covering.push(bar[0]);
    }
  }
  const covered = wholly ? covering.length > 0 : covering.length === 15;
  return { at, coveredBy: covered ? covering[0] : null };
};

/** Presses `key` until focus leaves the page; answers how many controls it stopped on and each one a fixed bar covered part of. */
async function tabThrough(page: Page, key: 'Tab' | 'Shift+Tab'): Promise<{ stops: number; covered: string[]; last?: string }> {
  const covered: string[] = [];
  let last: string | undefined;
  for (let stops = 0; stops < MAX_STOPS; stops += 1) {
    await page.keyboard.press(key);
    const { at, coveredBy } = await page.evaluate(coverOfFocus);
    if (at === null) return { stops, covered, last };
    last = at;
    if (coveredBy) covered.push(`${at} under the ${coveredBy}`);
  }
  throw new Error(`${key} did not leave the page after ${MAX_STOPS} stops`);
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
]) {
  test.describe(`at ${viewport.width}px`, () => {
    test.use({ viewport });
    for (const pagePath of PAGES) {
      test(`${pagePath}: with the showreel open, no control reached by Tab or Shift+Tab is covered by the header or the showreel`, async ({
        page,
      }) => {
        await page.goto(pagePath, { waitUntil: 'networkidle' });
        const compact = page.locator('[data-floating-video-compact]');
        if (viewport.width === 375) await compact.click();
        await expect(page.locator('[data-floating-video]')).toBeVisible();
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
        await page.locator('a[href]').first().focus();
        const forward = await tabThrough(page, 'Tab');
        expect.soft(forward.covered, 'Tab').toEqual([]);
        const back = await tabThrough(page, 'Shift+Tab');
        expect.soft(back.covered, 'Shift+Tab').toEqual([]);
        expect(Math.min(forward.stops, back.stops), `controls passed each way (${forward.last} / ${back.last})`).toBeGreaterThan(20);
      });
    }
  });
}
