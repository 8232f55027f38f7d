/**
 * How the browser tests' Chromium runs: which binary, its flags, and the motion preference of the visitor it plays.
 * The browser stage is bound by this 2-core machine's CPU, not by waiting, so these choices set its length.
 */

/**
 * Debian's old headless shell (package chromium-headless-shell, the build Playwright itself runs headless): a fresh
 * /services/branding/ loaded and hydrated costs 0.38 CPU-s there against 1.0 in the full Chromium's new headless mode
 * (checked on 156.0.8078.108). Lighthouse keeps the full Chromium ($CHROME_PATH), as a visitor's browser.
 */
export const TEST_CHROMIUM = process.env.TEST_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * The tests play a visitor who asked for reduced motion, unless a test is about motion (the showreel, the hero video,
 * the image carousel, late fonts) and says `MOTION`. With motion, every open tab keeps the compositor drawing (the
 * marquee, the muted showreel, entrance animations), and a slow tab stays open longer and draws more: the whole browser
 * stage took 1,795 CPU-s with motion and 692 without (Chromium's compositor alone 682 and 77).
 */
export const REDUCED_MOTION = 'reduce' as const;
export const MOTION = 'no-preference' as const;
