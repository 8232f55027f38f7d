/**
 * Every behaviour works on the first load: audience deep links select their tab and bring it into view before any
 * scroll, and a visitor's first click or key press acts every time, however early: a fresh page load each try, pressed the
 * moment its control is visible.
 *
 * The race a slow phone has: the server HTML, and its controls, are on screen long before the page's code has arrived
 * and hydrated the region around them; a press in that window used to be lost. Here each try holds the page's
 * JavaScript back for its own delay, from none to about two seconds in even steps, and presses at the first moment
 * Playwright sees the control (images, fonts and media are not fetched). So the tries sweep the press across the whole
 * window by construction rather than by this machine's speed: before any code has run (most tries, as on a phone on a
 * slow network or CPU), while the frame or the control's section is hydrating, and after. Throttling the CPU instead left it to chance where a press fell,
 * and took minutes, since the pages of a throttled renderer are mostly idle. Held pages are idle too, so the tries of
 * a kind load a few at a time, each in its own tab; every try is a fresh load of the page (a new document, its code run
 * from the start), and the tabs are reused from try to try, which cost a sixth less CPU than a new tab each (417 CPU-s
 * against 497 for the spec).
 */
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { MOTION, REDUCED_MOTION } from './browser';
import { expect, test } from './fixtures';

const ANCHOR_PAGES = ['/services/branding/', '/services/desktop-app/', '/services/concept-design/'];
const AUDIENCES = ['startups', 'smb', 'enterprise'];
/** Fresh page loads per kind of control and way of pressing it. */
const TRIES = 20;
/** Tries of one kind and press loading at the same time. */
const AT_ONCE = 5;
/** How long a press may take to act: this machine is shared, and a page that loads slowly is not a press that was lost (a lost press never acts). */
const expectActed = expect.configure({ timeout: 30_000 });
/** How much longer each try holds the page's JavaScript back than the one before. */
const HOLD_STEP_MS = 100;

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

/** Requests that play no part in when a control works (images, fonts, media): not fetched, so decoding them takes no CPU from the other tries. */
const NOT_FETCHED = /\.(avif|webp|jpe?g|png|gif|woff2?|mp4|webm|vtt)(\?|$)/;

/** A tab that loads a page afresh with its JavaScript held back: `open(path, holdMs)`. */
interface HeldTab {
  page: Page;
  open: (path: string, holdMs: number) => Promise<void>;
}

/** A new tab whose JavaScript arrives no sooner than `holdMs` after each `open` began; `open` hands the page over as soon as the response starts. */
async function heldTab(context: BrowserContext): Promise<HeldTab> {
  const page = await context.newPage();
  let release = 0;
  await page.route(NOT_FETCHED, (route) => route.abort());
  await page.route(/\.js(\?|$)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, release - Date.now())));
    await route.continue().catch(() => undefined);
  });
  return {
    page,
    open: async (path: string, holdMs: number) => {
      release = Date.now() + holdMs;
      await page.goto(path, { waitUntil: 'commit' });
    },
  };
}

/** Where the page stood when a try failed: whether the frame and the control's section had gone live. */
const stateOf = (control: Locator) =>
  control.evaluate((element) => {
    const region = element.closest('[data-hydrate]');
    const frame = document.documentElement.hasAttribute('data-live') ? 'frame live' : 'frame not live';
    return region ? `${frame}, section ${region.hasAttribute('data-live') ? 'live' : 'not live'}` : frame;
  });

interface Control {
  name: string;
  path: string;
  mobile?: boolean;
  /** The control only exists for a visitor who allows motion (the others load as one who asked for less, __tests__/e2e/browser.ts). */
  motion?: boolean;
  /** What is clicked; every try waits for it to be visible, then presses at once. */
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
    name: 'the PDF button downloads the PDF',
    path: '/services/pilot-for-enterprise/',
    control: (page) => page.locator('[data-section="PdfDownload"] button').first(),
    acted: (page) => page.waitForEvent('download'),
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
    motion: true,
    control: (page) => page.getByRole('button', { name: 'Watch the showreel with sound' }),
    acted: (page) => expectActed(page.getByRole('button', { name: 'Showreel playing' })).toBeVisible(),
  },
  {
    name: 'the compact showreel opens',
    path: '/',
    mobile: true,
    motion: true,
    control: (page) => page.locator('[data-floating-video-compact]'),
    acted: (page) => expectActed(page.locator('[data-floating-video]')).toBeVisible(),
  },
  {
    name: 'the footer PDF link downloads the PDF',
    path: '/',
    control: (page) => page.locator('footer a[download]'),
    acted: (page) => page.waitForEvent('download'),
  },
];

/** One try: a fresh load with its JavaScript held back `holdMs`, the press at the first moment its control is visible, and its effect. */
async function pressOnFirstLoad(tab: HeldTab, kind: Control, press: 'click' | 'key', holdMs: number): Promise<void> {
  const { page } = tab;
  /** A new visit: what the last try kept for the visit (a closed showreel, the landing page) is gone. */
  await page.evaluate(() => window.sessionStorage.clear()).catch(() => undefined);
  await tab.open(kind.path, holdMs);
  const errors: string[] = [];
  const onError = (error: Error) => errors.push(error.message.split('\n')[0]);
  page.on('pageerror', onError);
  try {
    const control = kind.control(page);
    await control.waitFor({ state: 'visible' });
    const effect = kind.acted(page, control);
    if (press === 'click') await control.click();
    else await (kind.keyTarget ?? kind.control)(page).press(kind.key ?? 'Enter');
    await effect.catch(async (error: Error) => {
      const state = await stateOf(control).catch(() => 'page gone');
      throw new Error(`JavaScript held ${holdMs} ms, ${state}: ${error.message.split('\n')[0]} ${errors.join('; ')}`);
    });
    if (errors.length > 0) throw new Error(`JavaScript held ${holdMs} ms: ${errors.join('; ')}`);
  } finally {
    page.off('pageerror', onError);
  }
}

for (const kind of CONTROLS) {
  for (const press of ['click', 'key'] as const) {
    const pressName = press === 'click' ? 'click' : (kind.key ?? 'Enter');
    test(`first ${pressName}: ${kind.name}, ${TRIES} of ${TRIES} fresh loads on ${kind.path}`, async ({ browser }) => {
      test.setTimeout(TRIES * 12_000);
      const context = await browser.newContext({
        ...(kind.mobile ? { viewport: { width: 412, height: 823 }, hasTouch: true } : {}),
        reducedMotion: kind.motion ? MOTION : REDUCED_MOTION,
      });
      const failed: string[] = [];
      let next = 0;
      const runner = async () => {
        const tab = await heldTab(context);
        while (next < TRIES) {
          const attempt = (next += 1);
          await pressOnFirstLoad(tab, kind, press, (attempt - 1) * HOLD_STEP_MS).catch((error: Error) =>
            failed.push(`try ${attempt}: ${error.message.split('\n')[0]}`),
          );
        }
      };
      try {
        await Promise.all(Array.from({ length: AT_ONCE }, runner));
      } finally {
        await context.close();
      }
      expect(failed).toEqual([]);
    });
  }
}
