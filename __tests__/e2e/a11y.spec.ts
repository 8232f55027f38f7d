/**
 * Every template, opened once at phone and once at desktop width: axe-core finds no WCAG 2.2 A/AA violation, nothing
 * overflows sideways, every control is labelled by words or an SVG icon (never by emoji), and on a phone the floating
 * showreel covers no interactive element when the page loads, and opens when tapped.
 */
import type { Page } from '@playwright/test';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { builtPaths, renderWholePage, servicePagesCoveringEverySection, settleAnimations } from './site';
import { siteFiles } from '../../src/content-model/siteFiles';
import { localeOfPath } from '../../src/lib/locales';
import { onePagePerTemplate } from './templates';

/** One page per route kind, plus service pages that together show every section kind; and each of them in German (longer words, the same templates). */
function templatePages(): string[] {
  const paths = builtPaths();
  const firstOf = (prefix: RegExp) => paths.filter((p) => prefix.test(p)).slice(0, 1);
  const english = [
    ...new Set([
      ...onePagePerTemplate().filter((p) => p !== '/404/'),
      ...servicePagesCoveringEverySection(),
      '/services/pilot/',
      ...firstOf(/^\/cases\/[^/]+\/$/),
      '/privacy/',
    ]),
    '/404/',
  ];
  return [...english, ...english.map((p) => `/de${p}`)];
}

/** Interactive elements the compact showreel overlaps in the first viewport. */
const coveredByShowreel = (page: Page) =>
  page.evaluate(() => {
    const reel = document.querySelector<HTMLElement>('[data-floating-video-compact]');
    if (!reel) return ['no showreel'];
    const box = reel.getBoundingClientRect();
    const interactive = [
      ...document.querySelectorAll<HTMLElement>(
        'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"]), [role="tab"]',
      ),
    ];
    return interactive
      .filter((el) => el !== reel && !el.contains(reel) && !reel.contains(el) && el.getClientRects().length > 0)
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top;
      })
      .map((el) => `${el.tagName.toLowerCase()} "${(el.innerText || el.getAttribute('aria-label') || '').trim().slice(0, 40)}"`);
  });

/** Visible controls whose only label is an emoji or a pictographic symbol (or nothing, with no icon). */
const emojiLabelledControls = (page: Page) =>
  page.evaluate(() => {
    // eslint-disable-next-line no-misleading-character-class -- joiners, selectors and modifiers are matched one code point at a time on purpose
    const emojiOnly = /^[\p{Extended_Pictographic}\p{Emoji_Presentation}\p{Emoji_Modifier}\u200d\ufe0f\s×☰←→↑↓▶►◀]+$/u;
    const controls = [...document.querySelectorAll<HTMLElement>('a[href], button, [role="button"], [role="tab"], summary')];
    return controls
      .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden')
      .filter((el) => {
        const text = el.innerText.trim();
        if (text === '') return el.querySelector('svg, img, video') === null;
        return emojiOnly.test(text);
      })
      .map((el) => `${el.tagName.toLowerCase()} "${el.innerText.trim()}" (${el.getAttribute('aria-label') ?? 'no aria-label'})`);
  });

for (const width of [375, 1440]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 812 : 900 } });
    for (const pagePath of templatePages()) {
      test(`${pagePath} at ${width}px has no axe violations (WCAG 2.2 AA and landmark-unique), no horizontal overflow and no control labelled by emoji${width === 375 ? '; the showreel covers no control and opens' : ''}`, async ({
        page,
      }) => {
        await page.goto(pagePath, { waitUntil: 'networkidle' });
        await expect(page.locator('[data-floating-video], [data-floating-video-compact]')).toHaveCount(1);
        const showreel = page.locator('[data-floating-video-compact]');
        if (width === 375) {
          await expect(showreel).toBeVisible();
          await settleAnimations(page);
          expect(await coveredByShowreel(page), 'controls under the showreel on load').toEqual([]);
        }
        await renderWholePage(page);
        await settleAnimations(page);
        expect(await axeViolations(page)).toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        expect(await emojiLabelledControls(page), 'controls labelled by emoji').toEqual([]);
        if (width === 375) {
          await showreel.click();
          await expect(page.getByRole('complementary', { name: /showreel/i })).toBeVisible();
          await expect(page.getByRole('button', { name: siteFiles[localeOfPath(pagePath)].copy.showreel.unmute })).toBeVisible();
        }
      });
    }
  });
}
