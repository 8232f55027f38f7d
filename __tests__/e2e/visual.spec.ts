/** The studio's own craft on every template: the brand web font is loaded from the site's origin, no control is labelled by an emoji,
 * the floating showreel covers nothing interactive on a phone, and late web fonts move nothing (CLS). */
import { expect, test } from './fixtures';
import { renderWholePage, settleAnimations } from './site';
import { onePagePerTemplate } from './templates';

const templates = onePagePerTemplate();

test.describe('web font', () => {
  for (const pagePath of templates) {
    test(`${pagePath}: Inter and the display face are loaded, as woff2 from the site's own origin`, async ({ page }) => {
      await page.goto(pagePath, { waitUntil: 'load' });
      const fonts = await page.evaluate(async () => {
        await document.fonts.ready;
        const loaded = [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family.replace(/"/g, ''));
        const files = performance
          .getEntriesByType('resource')
          .map((e) => e.name)
          .filter((name) => /\.woff2(\?|$)/.test(name));
        return {
          loaded,
          files,
          origin: location.origin,
          body: getComputedStyle(document.body).fontFamily,
          heading: getComputedStyle(document.querySelector('h1') ?? document.body).fontFamily,
        };
      });
      expect(fonts.loaded).toEqual(expect.arrayContaining(['Inter Variable', 'Bricolage Grotesque Variable']));
      expect(fonts.files.length).toBeGreaterThanOrEqual(2);
      for (const file of fonts.files) expect(new URL(file).origin).toBe(fonts.origin);
      expect(fonts.body).toMatch(/^"?Inter Variable/);
      expect(fonts.heading).toMatch(/^"?Bricolage Grotesque Variable/);
    });
  }
});

test.describe('controls are labelled by words or SVG icons, never by emoji', () => {
  for (const pagePath of templates) {
    for (const width of [375, 1440]) {
      test(`${pagePath} at ${width}px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(pagePath, { waitUntil: 'networkidle' });
        await expect(page.locator('[data-floating-video], [data-floating-video-compact]')).toHaveCount(1);
        await renderWholePage(page);
        const offenders = await page.evaluate(() => {
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
        expect(offenders).toEqual([]);
      });
    }
  }
});

test.describe('the floating showreel covers no interactive element on a 375px phone when the page loads', () => {
  for (const pagePath of templates) {
    test(pagePath, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(pagePath, { waitUntil: 'load' });
      const showreel = page.locator('[data-floating-video-compact]');
      await expect(showreel).toBeVisible();
      await settleAnimations(page);
      const covered = await page.evaluate(() => {
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
      expect(covered).toEqual([]);
      await showreel.click();
      await expect(page.getByRole('complementary', { name: /showreel/ })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Unmute showreel' })).toBeVisible();
    });
  }
});

test.describe('web fonts arriving late move nothing: cumulative layout shift stays at or under 0.01', () => {
  for (const pagePath of templates) {
    for (const width of [375, 1440]) {
      test(`${pagePath} at ${width}px, fonts delayed by 1.5 s`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.route('**/*.woff2', (route) => setTimeout(() => void route.continue(), 1500));
        await page.addInitScript(() => {
          const store = window as unknown as { __cls: number };
          store.__cls = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
              if (!entry.hadRecentInput) store.__cls += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await page.goto(pagePath, { waitUntil: 'load' });
        await page.evaluate(() => document.fonts.ready);
        await settleAnimations(page);
        await page.waitForTimeout(2000);
        const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
        expect(cls).toBeLessThanOrEqual(0.01);
      });
    }
  }
});
