/** The showreel widget and the hero scroll video in Chromium on the production build: sound, deferred download, reduced motion. */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import german from '../../content/site.de.json';
import { MOTION, REDUCED_MOTION } from './browser';
import { expect, test } from './fixtures';

/** Media requests (video files, not posters or captions) the page has made so far. */
function mediaRequests(page: Page, pattern: RegExp): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (pattern.test(new URL(request.url()).pathname)) seen.push(new URL(request.url()).pathname);
  });
  return seen;
}

/** The showreel and the hero video move: a visitor who allows motion, but for the reduced-motion tests below. */
test.use({ reducedMotion: MOTION });

/** Start times of resources matching `pattern` and the end of the load event, on the page's own clock. */
const timings = (page: Page, pattern: string) =>
  page.evaluate((source) => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const starts = performance
      .getEntriesByType('resource')
      .filter((e) => new RegExp(source).test(new URL(e.name).pathname))
      .map((e) => e.startTime);
    return { loadEnd: nav.loadEventEnd, starts };
  }, pattern);

test('the showreel downloads after load, plays muted, has sound once unmuted, goes large with captions when clicked, and closes muted', async ({
  page,
  errors,
}) => {
  await page.goto('/');
  const video = page.locator('[data-floating-video] video');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0.5);
  const { loadEnd, starts } = await timings(page, '^/video/showreel');
  expect(starts.length).toBeGreaterThan(0);
  expect(Math.min(...starts)).toBeGreaterThanOrEqual(loadEnd);
  expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);

  await page.getByRole('button', { name: 'Unmute showreel' }).click();
  expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(false);
  // Chromium counts the audio it decodes: more than nothing means the reel has a sound track to hear.
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement & { webkitAudioDecodedByteCount: number }) => v.webkitAudioDecodedByteCount))
    .toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Mute showreel' }).click();
  expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);

  await page.getByRole('button', { name: 'Watch the showreel with sound' }).click();
  await expect(video).toHaveAttribute('src', /\/video\/showreel-large\.(webm|mp4)$/);
  expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(false);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth)).toBe(960);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.textTracks[0]?.mode)).toBe('showing');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.textTracks[0]?.cues?.length ?? 0)).toBeGreaterThanOrEqual(10);

  await page.getByRole('button', { name: 'Close showreel' }).click();
  await expect(page.locator('[data-floating-video]')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('on a German page the showreel carries the German caption track, which the browser reads as many cues as the English one has', async ({
  page,
  errors,
}) => {
  const englishCues = fs.readFileSync(path.resolve(__dirname, '../../static/video/showreel.en.vtt'), 'utf8').match(/ --> /g)?.length ?? 0;
  await page.goto('/de/');
  const track = page.locator('[data-floating-video] video track');
  await expect(track).toHaveAttribute('src', '/video/showreel.de.vtt');
  await expect(track).toHaveAttribute('srclang', 'de');
  await expect(track).toHaveAttribute('label', german.copy.showreel.captions);
  const video = page.locator('[data-floating-video] video');
  await video.evaluate((v: HTMLVideoElement) => {
    v.textTracks[0].mode = 'hidden';
  });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.textTracks[0]?.cues?.length ?? 0)).toBe(englishCues);
  expect(englishCues).toBeGreaterThanOrEqual(12);
  const first = await video.evaluate((v: HTMLVideoElement) => (v.textTracks[0].cues?.[0] as VTTCue).text);
  expect(first.startsWith(german.copy.showreel.reelSound)).toBe(true);
  expect(errors).toEqual([]);
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: REDUCED_MOTION });

  test('the showreel shows its poster and downloads no video until the visitor asks to watch', async ({ page }) => {
    const requested = mediaRequests(page, /^\/video\/showreel[\w-]*\.(webm|mp4)$/);
    await page.goto('/', { waitUntil: 'networkidle' });
    const video = page.locator('[data-floating-video] video');
    await expect(video).toHaveAttribute('poster', '/video/showreel-poster.jpg');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState === 0 && v.paused)).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);
    await page.getByRole('button', { name: 'Watch the showreel with sound' }).click();
    await expect.poll(() => requested.length).toBeGreaterThan(0);
  });

  test('the hero shows its image and never requests the scroll video', async ({ page }) => {
    const requested = mediaRequests(page, /^\/video\/hero\//);
    await page.goto('/services/pilot-for-startups/', { waitUntil: 'networkidle' });
    await page.mouse.wheel(0, 120);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('main img').first()).toBeVisible();
    await expect(page.locator('[data-hero-video]')).toHaveCount(0);
    expect(requested).toEqual([]);
  });
});

test('the hero scroll video on the Pilot for startups page starts on the first scroll after load, muted and looping, over its image', async ({
  page,
  errors,
}) => {
  await page.goto('/services/pilot-for-startups/', { waitUntil: 'load' });
  const video = page.locator('[data-hero-video]');
  await expect(video).toHaveCount(0);
  // The section's code may still be on its way: the visitor keeps scrolling until the video comes.
  await expect
    .poll(async () => {
      await page.mouse.wheel(0, 60);
      return video.count();
    })
    .toBe(1);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0.3);
  expect(await video.evaluate((v: HTMLVideoElement) => ({ muted: v.muted, loop: v.loop }))).toEqual({ muted: true, loop: true });
  const { loadEnd, starts } = await timings(page, '^/video/hero/');
  expect(Math.min(...starts)).toBeGreaterThanOrEqual(loadEnd);
  expect(errors).toEqual([]);
});
