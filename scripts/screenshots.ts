// Writes every template at 375 and 1440 px to docs/screenshots/ (full page, JPEG), from the built site served by
// `npm run serve` (PORT/HOST from the environment, default 9500 on 127.0.0.1), with Debian's Chromium via playwright-core,
// then the states a full page cannot show (scripts/stateScreenshots.ts) to docs/screenshots/states/.
// Usage: npm run build && npm run screenshots [-- /cases/ /404/ …] (only those pages; default one page per template; `-- --states` for the states alone)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { chromium } from 'playwright-core';
import { onePagePerTemplate } from '../__tests__/e2e/templates';
import { RENDER_WHOLE_PAGE_CSS } from '../__tests__/helpers/renderWholePage';
import { stateShots } from './stateScreenshots';

const root = path.resolve(__dirname, '..');
const outDir = path.join(root, 'docs/screenshots');
const port = process.env.PORT ?? '9500';
const host = process.env.HOST ?? '127.0.0.1';
const base = `http://${host}:${port}`;
const WIDTHS = [375, 1440];
/** Longer pages are cut here: the screenshots are for review, not archives. */
const MAX_HEIGHT = 9000;

/** File name of a page path: "/" → home, "/services/ux-audit/" → services-ux-audit. */
export const shotName = (pagePath: string, width: number) =>
  `${pagePath.replace(/^\/|\/$/g, '').replace(/\//g, '-') || 'home'}-${width}.jpg`;

async function waitFor(url: string, ms = 60000): Promise<void> {
  const start = Date.now();
  for (;;) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    if (Date.now() - start > ms) throw new Error(`${url} did not answer within ${ms} ms (is public/ built?)`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

async function main() {
  if (!fs.existsSync(path.join(root, 'public/index.html'))) throw new Error('No build in public/: run `npm run build` first');
  const server = spawn('npm', ['run', 'serve'], {
    cwd: root,
    env: { ...process.env, PORT: port, HOST: host },
    stdio: 'ignore',
    detached: true,
  });
  try {
    await waitFor(`${base}/`);
    fs.mkdirSync(outDir, { recursive: true });
    const browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu'],
    });
    const written: string[] = [];
    const only = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
    const templates = process.argv.includes('--states') ? [] : only.length > 0 ? only : onePagePerTemplate();
    for (const pagePath of templates) {
      for (const width of WIDTHS) {
        const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
        const page = await context.newPage();
        await page.goto(`${base}${pagePath}`, { waitUntil: 'networkidle' });
        // The brand faces are `font-display: optional`: a first view paints with the fallback whenever they come a little
        // late, so the shot is taken on a second view, with them in the cache, as a returning visitor sees the page.
        await page.reload({ waitUntil: 'networkidle' });
        await page.evaluate(async () => {
          await document.fonts.ready;
          for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
            window.scrollTo(0, y);
            await new Promise((r) => setTimeout(r, 50));
          }
          window.scrollTo(0, 0);
        });
        await page.waitForLoadState('networkidle');
        // A full-page capture shows the whole page at once, as scrolling shows each section in turn.
        await page.addStyleTag({ content: RENDER_WHOLE_PAGE_CSS });
        const height = Math.min(MAX_HEIGHT, await page.evaluate(() => document.documentElement.scrollHeight));
        const png = await page.screenshot({ fullPage: true, clip: { x: 0, y: 0, width, height } });
        const file = path.join(outDir, shotName(pagePath, width));
        await sharp(png).jpeg({ quality: 70, mozjpeg: true }).toFile(file);
        written.push(`${path.relative(root, file)} (${Math.round(fs.statSync(file).size / 1024)} kB)`);
        await context.close();
      }
    }
    written.push(...(await stateShots(browser, base, outDir)).map((file) => path.relative(root, file)));
    await browser.close();
    console.log(written.join('\n'));
  } finally {
    /** Gone already when another server held the port (it then answered the shots): nothing to stop. */
    if (server.pid && server.exitCode === null) process.kill(-server.pid);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
