/** Debian's Chromium through playwright-core, with a page that records console errors and failed requests. */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROME,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
}

export interface WatchedPage {
  page: Page;
  errors: string[];
}

/** Opens a page at the given viewport and collects console errors, page errors and CSP violations. */
export async function openPage(browser: Browser, width = 1440, height = 900): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport: { width, height }, acceptDownloads: true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return { page, errors };
}

/** Every built page path (each index.html under public/), without the 404 pages. */
export function builtPaths(): string[] {
  const publicDir = path.resolve(__dirname, '../../public');
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (['static', 'page-data', 'icons', 'pdf', 'video', '~partytown'].includes(entry.name) && dir === publicDir) continue;
        walk(full);
      } else if (entry.name === 'index.html') {
        found.push(`/${path.relative(publicDir, dir).split(path.sep).join('/')}${dir === publicDir ? '' : '/'}`.replace('//', '/'));
      }
    }
  };
  walk(publicDir);
  return found.filter((p) => !p.startsWith('/404')).sort();
}

/** The built HTML of a page path. */
export function builtHtml(pagePath: string): string {
  return fs.readFileSync(path.resolve(__dirname, '../../public', `.${pagePath}`, 'index.html'), 'utf8');
}

/** Service pages chosen so that together they use every section kind content uses (greedy cover), for per-section checks. */
export function servicePagesCoveringEverySection(): string[] {
  const dir = path.resolve(__dirname, '../../content/services');
  const pages = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      const data = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as { components: { name: string }[] };
      return { path: `/services/${path.basename(f, '.json')}/`, kinds: new Set(data.components.map((c) => c.name)) };
    });
  const missing = new Set(pages.flatMap((p) => [...p.kinds]));
  const chosen: string[] = [];
  while (missing.size > 0) {
    const best = pages.reduce((a, b) => ([...b.kinds].filter((k) => missing.has(k)).length > [...a.kinds].filter((k) => missing.has(k)).length ? b : a));
    chosen.push(best.path);
    best.kinds.forEach((k) => missing.delete(k));
  }
  return chosen;
}

/** Waits for finite, time-based animations (the headline word reveal) to end, so checks see the settled page. */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.timeline === document.timeline && a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** Service pages whose Hero shows a scroll image (the page's LCP image). */
export function servicePagesWithHeroImage(): string[] {
  const dir = path.resolve(__dirname, '../../content/services');
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .filter((f) => {
      const data = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as { components: { name: string; props: { scrollMedia?: { image?: string } } }[] };
      return data.components[0]?.name === 'Hero' && Boolean(data.components[0].props.scrollMedia?.image);
    })
    .map((f) => `/services/${path.basename(f, '.json')}/`)
    .sort();
}
