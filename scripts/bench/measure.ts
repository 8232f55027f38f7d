/** Byte budgets of the built site (public/): the gzipped JavaScript a page loads on first view, measured in Chromium. Used by tests and `npm run bench`. */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Page, Request } from 'playwright-core';

export const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

/** A page has settled when no request starts for this long after an idle callback (the bundles wait for the first paint, then load and hydrate). */
const QUIET_MS = 500;

/** The most JavaScript (gzipped bytes) a page may load on first view: the budget the tests hold every page to. */
export const FIRST_LOAD_JS_BUDGET = 80 * 1024;

export interface FirstLoadJs {
  files: { file: string; gzip: number }[];
  total: number;
}

/**
 * Every same-origin script `page` fetches while it opens `url` and settles (network idle after hydration and an idle
 * callback), without scrolling or any input: the page's own scripts, its component and the chunks of whatever
 * hydrates at once (sections within reach of the viewport, their shared chunks). Sizes are the gzipped files on disk.
 */
export async function firstLoadJs(page: Page, url: string, publicDir: string): Promise<FirstLoadJs> {
  const origin = new URL(url).origin;
  const fetched = new Set<string>();
  let requests = 0;
  const onRequest = (request: Request) => {
    requests += 1;
    if (request.resourceType() === 'script' && request.url().startsWith(`${origin}/`)) fetched.add(new URL(request.url()).pathname);
  };
  page.on('request', onRequest);
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    for (let seen = -1; seen !== requests;) {
      seen = requests;
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })));
      await page.waitForTimeout(QUIET_MS);
    }
  } finally {
    page.off('request', onRequest);
  }
  const files = [...fetched].map((file) => ({ file, gzip: gzipSize(path.join(publicDir, file)) }));
  return { files, total: files.reduce((sum, f) => sum + f.gzip, 0) };
}

/** Lighthouse's phone (Moto G Power): the viewport first-load JS is reported for. */
export const PHONE_VIEWPORT = { width: 412, height: 823 };

/** The laptop screen the browser tests use unless a test says otherwise. */
export const DESKTOP_VIEWPORT = { width: 1440, height: 900 };

/** First-load JS of each page of a served site, for the benchmark scripts (the tests use Playwright Test's own page). */
export async function firstLoadJsOf(base: string, pagePaths: readonly string[], publicDir: string): Promise<Map<string, FirstLoadJs>> {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const sizes = new Map<string, FirstLoadJs>();
    for (const pagePath of pagePaths) {
      const page = await browser.newPage({ viewport: PHONE_VIEWPORT });
      sizes.set(pagePath, await firstLoadJs(page, `${base}${pagePath}`, publicDir));
      await page.close();
    }
    return sizes;
  } finally {
    await browser.close();
  }
}
