// One Chromium renderer shared by the media scripts that draw HTML scenes: a page in, a PNG (or a JPEG file) out, its
// text drawn in the brand faces or the script stops (scripts/media/brandFaces.mjs).
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { chromium } from 'playwright-core';
import { assertDrawnInBrandFaces, waitForBrandFaces } from './brandFaces.mjs';

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

/**
 * Renders a complete HTML page at `viewport` ({ width, height }) once its brand faces have loaded and returns the PNG;
 * `label` names the picture in the error when a word was drawn in another face. `omitBackground` keeps transparency.
 */
export async function renderPng(browser, html, viewport, label, { omitBackground = false } = {}) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  try {
    const tab = await context.newPage();
    await tab.setContent(html, { waitUntil: 'load' });
    await waitForBrandFaces(tab);
    await assertDrawnInBrandFaces(tab, label);
    const shot = () => tab.screenshot({ type: 'png', omitBackground });
    // Chromium occasionally refuses a capture under load; one retry is enough.
    return await shot().catch(() => tab.waitForTimeout(500).then(shot));
  } finally {
    await context.close();
  }
}

/** Renders a page (see renderPng) and writes it to `file` as a mozjpeg JPEG. */
export async function renderJpeg(browser, html, viewport, file, quality) {
  const png = await renderPng(browser, html, viewport, path.relative(process.cwd(), file));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await sharp(png).jpeg({ quality, mozjpeg: true }).toFile(file);
}
