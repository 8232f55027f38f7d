/**
 * The audience tabs look the same before and after their code arrives: where the page's scripts will run, only the panel
 * the tabs will select shows from the first paint, so the section keeps its height when it hydrates and the form under
 * it does not jump up under a visitor who scrolled or tabbed on meanwhile. Without JavaScript every panel shows, each under
 * its label (src/components/Tabs).
 */
import type { Page } from '@playwright/test';
import { SCRIPTS_ATTRIBUTE } from '../../src/lib/heldInputScript';
import { expect, test } from './fixtures';
import { holdScripts } from './holdScripts';

/** The home page's testimonials (each panel under its label without JavaScript) and a service page's audience tabs (no labels). */
const PAGES = [
  { path: '/', labels: 3 },
  { path: '/services/branding/', labels: 0 },
];

/** The first tabbed section: whether it has hydrated, the panels and labels a visitor sees, and its height. */
const tabsState = (page: Page) =>
  page.evaluate(() => {
    const list = document.querySelector('[role="tablist"]');
    const wrapper = list?.closest('[data-hydrate]');
    const section = list?.closest('section');
    if (!wrapper || !section) throw new Error('no tabbed section');
    const box = section.getBoundingClientRect();
    return {
      live: wrapper.hasAttribute('data-live'),
      shown: [...section.querySelectorAll('[role="tabpanel"]')]
        .filter((panel) => (panel as HTMLElement).offsetHeight > 0)
        .map((panel) => panel.id),
      labelsShown: [...section.querySelectorAll('[role="tabpanel"] > h3')].filter((label) => (label as HTMLElement).offsetHeight > 1)
        .length,
      height: Math.round(box.height),
    };
  });

for (const { path } of PAGES) {
  test(`${path}: before its code arrives the tabbed section shows the one panel it will select, and keeps its height when it hydrates`, async ({
    page,
    errors,
  }) => {
    const release = await holdScripts(page);
    await page.goto(path, { waitUntil: 'commit' });
    /** The mark the stylesheet keys on, set by the head script before the body is parsed. */
    await expect(page.locator('html')).toHaveAttribute(SCRIPTS_ATTRIBUTE, '');
    const tablist = page.locator('[role="tablist"]').first();
    /** In view before measuring: below the fold a section keeps a placeholder height until it nears the viewport (content-visibility). */
    await tablist.scrollIntoViewIfNeeded();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const before = await tabsState(page);
    expect(before.live).toBe(false);
    expect(before.shown).toHaveLength(1);
    expect(before.labelsShown).toBe(0);
    release();
    /** Pointing at the tabs hydrates the ones that wait for a visitor's intent (the testimonials); the pointer comes back until the page's code listens. */
    await expect
      .poll(
        async () => {
          await page.mouse.move(0, 0);
          await tablist.hover();
          return (await tabsState(page)).live;
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    const after = await tabsState(page);
    expect(after.shown).toEqual(before.shown);
    expect(after.height).toBe(before.height);
    expect(errors).toEqual([]);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const { path, labels } of PAGES) {
    test(`${path}: every audience panel shows${labels ? ', each under its label' : ''}`, async ({ page }) => {
      await page.goto(path);
      await page.locator('[role="tablist"]').first().scrollIntoViewIfNeeded();
      const state = await tabsState(page);
      expect(state.shown).toHaveLength(3);
      expect(state.labelsShown).toBe(labels);
    });
  }
});
