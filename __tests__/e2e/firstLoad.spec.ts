/**
 * Every behaviour works on the first load: audience deep links select their tab and bring it into view before any
 * scroll, and a visitor's first click or key press acts, however early it lands.
 *
 * The race a slow phone has: the server HTML, and its controls, are on screen long before the page's code has arrived
 * and hydrated the region around them; a press in that window used to be lost. The page's scripts are held back
 * (./holdScripts.ts), so each press lands, the moment its control is visible, at a known point whatever this machine's
 * speed: before any code has run (every script held: the head script holds the press and replays it); with the frame
 * hydrated and the sections' code held (a press on a section is held for its region, a press on the frame meets the
 * live frame beside server-HTML sections); and once the control's region has hydrated. Each control is pressed by
 * click and by key at each point, a fresh load each (a new document, its code run from the start) in one reused tab;
 * images, fonts and media are not fetched. A control the frame's code draws (the showreel) has no point before code.
 */
import type { Locator, Page } from '@playwright/test';
import { MOTION, REDUCED_MOTION } from './browser';
import { expect, test } from './fixtures';
import { ALL_SCRIPTS, holdScripts } from './holdScripts';
import { chunkScripts } from './chunkFiles';

const ANCHOR_PAGES = ['/services/branding/', '/services/desktop-app/', '/services/concept-design/'];
const AUDIENCES = ['startups', 'smb', 'enterprise'];
/** How long a press may take to act: this machine is shared, and a page that loads slowly is not a press that was lost (a lost press never acts). */
const expectActed = expect.configure({ timeout: 30_000 });

const tabOf = (page: Page, audience: string) => page.locator(`[data-anchors] [role="tab"][id$="-tab-${audience}"]`);

for (const path of ANCHOR_PAGES) {
  test(`deep links on ${path} select their tab and bring it into view without a scroll, without an error; a changed hash and Back keep working`, async ({
    page,
    errors,
  }) => {
    for (const audience of AUDIENCES) {
      await page.goto('about:blank');
      await page.goto(`${path}#${audience}`);
      await expect(tabOf(page, audience)).toHaveAttribute('aria-selected', 'true');
      await expect(page.locator('[data-anchors]')).toBeInViewport();
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.evaluate(() => {
      window.location.hash = '#startups';
    });
    await expect(tabOf(page, 'startups')).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('[data-anchors]')).toBeInViewport();
    await page.goBack();
    await expect(page).toHaveURL(/#enterprise$/);
    await expect(tabOf(page, 'enterprise')).toHaveAttribute('aria-selected', 'true');
    expect(errors).toEqual([]);
  });
}

/** A hash change reaches no section React has not hydrated yet (it used to log React error 421 and re-render them on the client). */
test('a hash set while the page is still loading selects its tab, without an error', async ({ page, errors }) => {
  await page.goto('/services/branding/', { waitUntil: 'commit' });
  await page.locator('[data-anchors]').waitFor({ state: 'attached' });
  await page.evaluate(() => {
    window.location.hash = '#smb';
  });
  await expect(tabOf(page, 'smb')).toHaveAttribute('aria-selected', 'true');
  await page.evaluate(() => {
    window.location.hash = '#enterprise';
  });
  await expect(tabOf(page, 'enterprise')).toHaveAttribute('aria-selected', 'true');
  await page.goBack();
  await expect(tabOf(page, 'smb')).toHaveAttribute('aria-selected', 'true');
  await page.waitForLoadState('load');
  expect(errors).toEqual([]);
});

/** Requests that play no part in when a control works (images, fonts, media): not fetched, so decoding them takes no CPU. */
const NOT_FETCHED = /\.(avif|webp|jpe?g|png|gif|woff2?|mp4|webm|vtt)(\?|$)/;
/** A section kind's code (its `webpackChunkName`, src/sections/index.ts), loaded when its region hydrates. */
const SECTION_CODE = chunkScripts(/^section-/);

/** Where the page stood: whether the frame and the control's section had gone live. */
const stateOf = (control: Locator) =>
  control.evaluate((element) => {
    const region = element.closest('[data-hydrate]');
    const frame = document.documentElement.hasAttribute('data-live') ? 'frame live' : 'frame not live';
    return region ? `${frame}, section ${region.hasAttribute('data-live') ? 'live' : 'not live'}` : frame;
  });

/** A point the page's code can have reached when the press lands: what is held back until the press, and how the page stands then. */
interface Moment {
  name: string;
  /** The scripts held until the press, if any. */
  held?: RegExp;
  /** Whether the page is at this point, from `stateOf`. */
  reached: (state: string) => boolean;
}

const MOMENTS: Moment[] = [
  { name: 'before any code has run', held: ALL_SCRIPTS, reached: (state) => state.startsWith('frame not live') },
  {
    name: "with the frame hydrated and the sections' code held",
    held: SECTION_CODE,
    reached: (state) => state === 'frame live' || state === 'frame live, section not live',
  },
  { name: 'once hydrated', reached: (state) => state === 'frame live' || state === 'frame live, section live' },
];

interface Control {
  name: string;
  path: string;
  mobile?: boolean;
  /** The control only exists for a visitor who allows motion (the others load as one who asked for less, __tests__/e2e/browser.ts). */
  motion?: boolean;
  /** The frame's code draws the control once it hydrates (it is not in the server HTML), so no press can come before any code. */
  drawnByFrame?: boolean;
  /** What is clicked; every load waits for it to be visible, then presses at once. */
  control: (page: Page) => Locator;
  /** Resolves once the press had its effect; rejects (times out) otherwise. */
  acted: (page: Page, control: Locator) => Promise<unknown>;
  /** The key a keyboard user presses on it: Enter (a button's Enter is a click; Enter in a field submits its form), Space on a checkbox. */
  key?: 'Enter' | 'Space';
  /** What takes the key when it is not the control itself (a field of the form, the checkbox under a chip). */
  keyTarget?: (page: Page) => Locator;
}

const contactForm = (page: Page) => page.locator('[data-section="ContactForm"] form');
const nextSlide = (page: Page) => page.locator('[data-section="NextSteps"] button[aria-controls]').last();
/** The healthcare chip of the /cases/ filters (a label drawn as a pill over its checkbox). */
const HEALTHCARE = '#filter-industry-healthcare';

const CONTROLS: Control[] = [
  {
    name: 'the talk block title opens its named form',
    path: '/services/pilot/',
    control: (page) => page.locator('[data-section="Talk"] button').first(),
    acted: (page) => expectActed(page.getByRole('dialog')).toBeVisible(),
  },
  {
    name: 'an audience tab is selected',
    path: '/services/branding/',
    control: (page) => tabOf(page, 'enterprise'),
    acted: (_page, control) => expectActed(control).toHaveAttribute('aria-selected', 'true'),
  },
  {
    name: 'a testimonial tab is selected (its section hydrates on intent, not on approach)',
    path: '/services/website-design/',
    mobile: true,
    control: (page) => page.locator('[data-section="AudienceTestimonials"] [role="tab"]').nth(1),
    acted: (_page, control) => expectActed(control).toHaveAttribute('aria-selected', 'true'),
  },
  {
    name: 'the PDF button downloads the PDF',
    path: '/services/pilot-for-enterprise/',
    control: (page) => page.locator('[data-section="PdfDownload"] button').first(),
    acted: (page) => page.waitForEvent('download', { timeout: 30_000 }),
  },
  {
    name: 'the contact form checks its fields instead of submitting',
    path: '/services/branding/',
    control: (page) => contactForm(page).locator('button[type="submit"]'),
    keyTarget: (page) => contactForm(page).getByLabel('Your name'),
    acted: (page) => expectActed(contactForm(page).getByLabel('Work email')).toHaveAttribute('aria-invalid', 'true'),
  },
  {
    name: 'the mobile menu opens',
    path: '/',
    mobile: true,
    control: (page) => page.locator('header button[aria-controls="site-menu"]'),
    acted: (_page, control) => expectActed(control).toHaveAttribute('aria-expanded', 'true'),
  },
  {
    name: 'the slider arrow moves the slider',
    path: '/services/mobile-app/',
    /** On a phone the cards overflow the track, so the Next arrow stays enabled once hydrated. */
    mobile: true,
    control: nextSlide,
    acted: (page) =>
      expectActed
        .poll(() =>
          page
            .locator('[data-section="NextSteps"] ul[id]')
            .first()
            .evaluate((track) => track.scrollLeft),
        )
        .toBeGreaterThan(0),
  },
  {
    name: 'the image carousel pauses',
    path: '/services/branding/',
    motion: true,
    control: (page) => page.locator('[data-section="MovingImages"] button[aria-pressed]'),
    acted: (_page, control) => expectActed(control).toHaveAttribute('aria-pressed', 'true'),
  },
  {
    name: 'a filter chip narrows the case listing',
    path: '/cases/',
    control: (page) => page.locator(`label[for="${HEALTHCARE.slice(1)}"]`),
    key: 'Space',
    keyTarget: (page) => page.locator(HEALTHCARE),
    acted: async (page) => {
      await expectActed(page.locator(HEALTHCARE)).toBeChecked();
      await expectActed(page).toHaveURL(/[?&]industry=healthcare/);
      await expectActed(page.getByTestId('case-count')).toHaveText(/cases match/);
    },
  },
  {
    name: 'the showreel plays with sound',
    path: '/',
    drawnByFrame: true,
    motion: true,
    control: (page) => page.getByRole('button', { name: 'Watch the showreel with sound' }),
    acted: (page) => expectActed(page.getByRole('button', { name: 'Showreel playing' })).toBeVisible(),
  },
  {
    name: 'the compact showreel opens',
    path: '/',
    drawnByFrame: true,
    mobile: true,
    motion: true,
    control: (page) => page.locator('[data-floating-video-compact]'),
    acted: (page) => expectActed(page.locator('[data-floating-video]')).toBeVisible(),
  },
  {
    name: 'the footer PDF link downloads the PDF',
    path: '/',
    control: (page) => page.locator('footer a[download]'),
    acted: (page) => page.waitForEvent('download', { timeout: 30_000 }),
  },
];

/** One fresh load of the control's page, the press at the first moment its control is visible at `moment`, and its effect. */
async function pressOnFirstLoad(page: Page, kind: Control, press: 'click' | 'key', moment: Moment): Promise<void> {
  /** A new visit: what the last load kept for the visit (a closed showreel, the landing page) is gone. */
  await page.evaluate(() => window.sessionStorage.clear()).catch(() => undefined);
  const release = moment.held ? await holdScripts(page, moment.held) : () => undefined;
  const errors: string[] = [];
  const onError = (error: Error) => errors.push(error.message.split('\n')[0]);
  page.on('pageerror', onError);
  try {
    await page.goto(kind.path, { waitUntil: 'commit' });
    const control = kind.control(page);
    await control.waitFor({ state: 'visible', timeout: 30_000 });
    if (moment.held !== ALL_SCRIPTS) {
      /** The frame hydrates first; the control's region hydrates when near the viewport, which the press would bring it to, or once the pointer reaches for it (an 'intent' section); the pointer comes back until the page's code listens. */
      if (!moment.held) await control.scrollIntoViewIfNeeded();
      await expect
        .poll(
          async () => {
            if (!moment.held) {
              await page.mouse.move(0, 0);
              await control.hover();
            }
            return moment.reached(await stateOf(control));
          },
          { timeout: 30_000 },
        )
        .toBe(true);
    }
    const state = await stateOf(control);
    expect(moment.reached(state), `the page at the press: ${state}`).toBe(true);
    const effect = kind.acted(page, control);
    if (press === 'click') await control.click();
    else await (kind.keyTarget ?? kind.control)(page).press(kind.key ?? 'Enter');
    release();
    await effect.catch(async (error: Error) => {
      const after = await stateOf(control).catch(() => 'page gone');
      throw new Error(`pressed ${state}, now ${after}: ${error.message.split('\n')[0]} ${errors.join('; ')}`);
    });
    expect(errors).toEqual([]);
  } finally {
    release();
    page.off('pageerror', onError);
  }
}

for (const kind of CONTROLS) {
  const keyName = kind.key ?? 'Enter';
  const moments = MOMENTS.filter((moment) => !kind.drawnByFrame || moment.held !== ALL_SCRIPTS);
  test(`first click and ${keyName}: ${kind.name} on a fresh ${kind.path}, pressed ${moments.map((moment) => moment.name).join(', ')}`, async ({
    browser,
  }) => {
    test.setTimeout(moments.length * 2 * 40_000);
    const context = await browser.newContext({
      ...(kind.mobile ? { viewport: { width: 412, height: 823 }, hasTouch: true } : {}),
      reducedMotion: kind.motion ? MOTION : REDUCED_MOTION,
    });
    try {
      const page = await context.newPage();
      await page.route(NOT_FETCHED, (route) => route.abort());
      for (const press of ['click', 'key'] as const) {
        for (const moment of moments) {
          await test.step(`${press === 'click' ? 'click' : keyName} ${moment.name}`, () => pressOnFirstLoad(page, kind, press, moment));
        }
      }
    } finally {
      await context.close();
    }
  });
}
