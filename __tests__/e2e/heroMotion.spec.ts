/** The hero's scroll image widens as the page scrolls (motionStyles.width) on the built site; a visitor who asked for reduced motion sees it full width at once (issue 32). */
import type { Page } from '@playwright/test';
import { MOTION, REDUCED_MOTION } from './browser';
import { expect, test } from './fixtures';

/** A service page whose hero sets motionStyles.width ["78%", "100%"] (content/services/website-design.en.json). */
const PAGE = '/services/website-design/';

/** The hero's widening media frame (it carries --media-from and --media-to) and the track it widens in. */
const media = (page: Page) => page.locator('[data-section="Hero"] [style*="--media-from"]');

const widthOf = (page: Page) => media(page).evaluate((element) => element.getBoundingClientRect().width);
const trackWidthOf = (page: Page) =>
  media(page).evaluate((element) => {
    const track = element.parentElement as HTMLElement;
    const style = getComputedStyle(track);
    return track.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  });

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
}

test.describe('with motion', () => {
  test.use({ reducedMotion: MOTION });
  test('the hero image starts narrower than its track and widens to the full track as the page scrolls', async ({ page, errors }) => {
    await page.goto(PAGE);
    const track = await trackWidthOf(page);
    await scrollTo(page, 0);
    /** 78% at the start of the scroll range; at scrollY 0 the track has already entered it, so a little more. */
    await expect.poll(() => widthOf(page)).toBeLessThan(track * 0.95);
    const atTop = await widthOf(page);
    await scrollTo(page, 300);
    await expect.poll(() => widthOf(page)).toBeGreaterThan(atTop);
    const atMiddle = await widthOf(page);
    await scrollTo(page, 600);
    await expect.poll(() => widthOf(page)).toBeGreaterThan(atMiddle);
    await scrollTo(page, 900);
    await expect.poll(() => widthOf(page)).toBeCloseTo(track, 0);
    await scrollTo(page, 0);
    await expect.poll(() => widthOf(page)).toBeCloseTo(atTop, 0);
    expect(errors).toEqual([]);
  });
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: REDUCED_MOTION });
  test('the hero image is full width at once and stays so', async ({ page }) => {
    await page.goto(PAGE);
    const track = await trackWidthOf(page);
    expect(await widthOf(page)).toBeCloseTo(track, 0);
    await scrollTo(page, 300);
    expect(await widthOf(page)).toBeCloseTo(track, 0);
  });
});
