/** Byte budgets of the built site (public/): the gzipped JavaScript a page loads on first view, measured in Chromium. Used by tests and `npm run bench`. */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Page, Request, Response } from 'playwright-core';
import { attributeOf, htmlElements, sourceText } from '../../src/html/htmlDocument';

export const gzipBytes = (data: string | Buffer) => zlib.gzipSync(data, { level: 9 }).length;

export const gzipSize = (file: string) => gzipBytes(fs.readFileSync(file));

/** A page has settled when no request starts for this long after an idle callback (the bundles wait for the first paint, then load and hydrate). */
const QUIET_MS = 500;

/** The most JavaScript (gzipped bytes; a kB is 1,024 bytes) a page may load on first view: the budget the tests hold every page to. */
export const FIRST_LOAD_JS_BUDGET = 80 * 1024;

export interface FirstLoadJs {
  /** The scripts fetched, by path, each gzipped. */
  files: { file: string; gzip: number }[];
  /** Every inline `<script>` of the HTML (the head scripts, Gatsby's, structured data), each gzipped, in document order. */
  inline: number[];
  total: number;
}

/** The text of every `<script>` in `html` that has no `src`, in document order: what the page carries inline. */
export const inlineScripts = (html: string): string[] =>
  htmlElements(html)
    .filter((element) => element.tagName === 'script' && attributeOf(element, 'src') === undefined)
    .map((element) => sourceText(html, element));

/** The figures in a failure message: the total and each file, in kB. */
export function describeFirstLoadJs(js: FirstLoadJs): string {
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const files = js.files.map((f) => `${f.file.replace(/-[0-9a-f]{10}\.js$/, '')} ${kb(f.gzip)}`);
  const inline = js.inline.reduce((sum, bytes) => sum + bytes, 0);
  return `${kb(js.total)} kB (${js.total} bytes): ${[...files, `${js.inline.length} inline scripts ${kb(inline)}`].join(', ')}`;
}

/**
 * Every same-origin script `page` fetches while it opens `url` and settles (network idle after hydration and an idle
 * callback), without scrolling or any input: the page's own scripts, its component and the chunks of whatever
 * hydrates at once (sections within reach of the viewport, their shared chunks); and every inline script of the HTML
 * of the document it settled on (an old case address refreshes to its new one: that page's). Sizes are gzipped: the
 * files on disk, the inline scripts' text as served.
 */
export async function firstLoadJs(page: Page, url: string, publicDir: string): Promise<FirstLoadJs> {
  const origin = new URL(url).origin;
  const fetched = new Set<string>();
  let requests = 0;
  /** The main frame's last document: the one the page settled on. */
  const settled: { document?: Response } = {};
  const onRequest = (request: Request) => {
    requests += 1;
    if (request.resourceType() === 'script' && request.url().startsWith(`${origin}/`)) fetched.add(new URL(request.url()).pathname);
  };
  const onResponse = (response: Response) => {
    if (response.request().isNavigationRequest() && response.frame() === page.mainFrame()) settled.document = response;
  };
  page.on('request', onRequest);
  page.on('response', onResponse);
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    for (let seen = -1; seen !== requests;) {
      seen = requests;
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })));
      await page.waitForTimeout(QUIET_MS);
    }
  } finally {
    page.off('request', onRequest);
    page.off('response', onResponse);
  }
  const files = [...fetched].map((file) => ({ file, gzip: gzipSize(path.join(publicDir, file)) }));
  const inline = inlineScripts((await settled.document?.text()) ?? '').map(gzipBytes);
  return { files, inline, total: [...files.map((f) => f.gzip), ...inline].reduce((sum, bytes) => sum + bytes, 0) };
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
