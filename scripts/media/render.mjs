// One Chromium renderer shared by the media scripts that draw HTML scenes: a page in, a JPEG file out.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { chromium } from 'playwright-core';

/** Runs `work(browser)` with Debian's Chromium ($CHROME_PATH or /usr/bin/chromium) and closes it afterwards. */
export async function withChromium(work) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    return await work(browser);
  } finally {
    await browser.close();
  }
}

/** Renders a complete HTML page at `viewport` ({ width, height }) and writes it to `file` as a mozjpeg JPEG. */
export async function renderJpeg(browser, html, viewport, file, quality) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  const tab = await context.newPage();
  await tab.setContent(html, { waitUntil: 'load' });
  await tab.evaluate(() => document.fonts.ready);
  const png = await tab.screenshot({ type: 'png' }).catch(() => tab.waitForTimeout(500).then(() => tab.screenshot({ type: 'png' })));
  await context.close();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await sharp(png).jpeg({ quality, mozjpeg: true }).toFile(file);
}
