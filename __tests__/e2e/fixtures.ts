/** Playwright Test fixtures for the served site: pages (and their contexts) closed by the runner, console and page errors collected, the lead store, tabs a worker's tests share. */
import { test as base, type Browser, type Page } from '@playwright/test';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from '../../scripts/bench/measure';
import { REDUCED_MOTION } from './browser';

export { expect } from '@playwright/test';

/** Console errors and uncaught page errors of `page` from now on, into `into`; answers a function that stops collecting. */
export function collectErrors(page: Page, into: string[]): () => void {
  const onConsole = (msg: { type: () => string; text: () => string }) => {
    if (msg.type() === 'error') into.push(`console: ${msg.text()}`);
  };
  const onPageError = (error: Error) => into.push(`pageerror: ${error.message}`);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  return () => {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
  };
}

interface SiteFixtures {
  /** Console errors and uncaught page errors of `page`, for `expect(errors).toEqual([])`. */
  errors: string[];
  /** The directory the served site appends leads to (`leads.jsonl`). */
  leadsDir: string;
}

interface WorkerFixtures {
  /** A shared tab on Lighthouse's phone screen. */
  phoneTab: Page;
  /** A shared tab at the suite's desktop size. */
  desktopTab: Page;
}

/**
 * A tab that a worker's tests take turns in, each test starting from about:blank, for tests that only open a page and
 * read it: a new tab per test cost Chromium about 0.5 CPU-seconds more on this 2-core machine. Its HTTP cache is off,
 * so every file a page needs is fetched and seen, as on a first visit. A test that types, stores or routes uses `page`.
 */
async function sharedTab(browser: Browser, viewport: { width: number; height: number }, use: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ viewport, reducedMotion: REDUCED_MOTION });
  const page = await context.newPage();
  await (await context.newCDPSession(page)).send('Network.setCacheDisabled', { cacheDisabled: true });
  await use(page);
  await context.close();
}

export const test = base.extend<SiteFixtures, WorkerFixtures>({
  errors: async ({ page }, use) => {
    const errors: string[] = [];
    collectErrors(page, errors);
    await use(errors);
  },
  leadsDir: async ({}, use) => {
    const dir = process.env.E2E_LEADS_DIR;
    if (!dir)
      throw new Error(
        'E2E_LEADS_DIR is not set: run the browser tests with `npx playwright test` (playwright.config.ts creates the store)',
      );
    await use(dir);
  },
  phoneTab: [async ({ browser }, use) => sharedTab(browser, PHONE_VIEWPORT, use), { scope: 'worker' }],
  desktopTab: [async ({ browser }, use) => sharedTab(browser, DESKTOP_VIEWPORT, use), { scope: 'worker' }],
});

/** Opens `path` in a shared tab from about:blank, collecting its console and page errors into `errors` until the next call of the answer. */
export async function openInTab(page: Page, path: string, errors: string[]): Promise<() => void> {
  await page.goto('about:blank');
  const stop = collectErrors(page, errors);
  await page.goto(path, { waitUntil: 'networkidle' });
  return stop;
}
