// The states a full-page screenshot cannot show, for review in docs/screenshots/states/: the hero's width at several
// scroll positions with motion on, a press held while the page's scripts are held back, and a PDF download that failed.
// Like the full pages, the hero and PDF states are taken on a second view, with the brand faces in the cache.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';

/** A page whose hero widens (motionStyles.width 78% → 100%), one with a Talk block, and one with a PDF section. */
const HERO_PAGE = '/services/website-design/';
const TALK_PAGE = '/services/pilot-for-you/';
const PDF_PAGE = '/services/pilot/';
const HERO_SCROLLS = [0, 150, 300, 600];

async function save(page: Page, file: string) {
  const png = await page.screenshot();
  await sharp(png).jpeg({ quality: 70, mozjpeg: true }).toFile(file);
  return file;
}

/** One element, whole (Playwright scrolls it into view), as JPEG. */
async function saveElement(page: Page, selector: string, file: string) {
  const png = await page.locator(selector).first().screenshot();
  await sharp(png).jpeg({ quality: 70, mozjpeg: true }).toFile(file);
  return file;
}

export async function stateShots(browser: Browser, base: string, outDir: string): Promise<string[]> {
  const dir = path.join(outDir, 'states');
  fs.mkdirSync(dir, { recursive: true });
  const written: string[] = [];

  const hero = await browser.newContext({ viewport: { width: 1440, height: 900 }, reducedMotion: 'no-preference' });
  const heroPage = await hero.newPage();
  await heroPage.goto(`${base}${HERO_PAGE}`, { waitUntil: 'networkidle' });
  await heroPage.reload({ waitUntil: 'networkidle' });
  for (const y of HERO_SCROLLS) {
    await heroPage.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    await heroPage.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    written.push(await save(heroPage, path.join(dir, `hero-width-scroll-${y}-1440.jpg`)));
  }
  await hero.close();

  for (const width of [375, 1440]) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.js(\?|$)/, async (route) => {
      await released;
      await route.continue().catch(() => undefined);
    });
    await page.goto(`${base}${TALK_PAGE}`, { waitUntil: 'commit' });
    const talk = page.locator('[data-section="Talk"] button').first();
    await talk.click();
    await page.locator('[data-section="Talk"] button[data-held]').waitFor();
    written.push(await saveElement(page, '[data-section="Talk"]', path.join(dir, `held-press-talk-${width}.jpg`)));
    release();
    await context.close();

    const pdf = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
    const pdfPage = await pdf.newPage();
    await pdfPage.route('**/pdf/pilot/pilot.pdf', (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));
    await pdfPage.goto(`${base}${PDF_PAGE}`, { waitUntil: 'networkidle' });
    await pdfPage.reload({ waitUntil: 'networkidle' });
    await pdfPage.locator('[data-section="PdfDownload"] button').click();
    await pdfPage.locator('[data-section="PdfDownload"] [role="status"] a').waitFor();
    written.push(await saveElement(pdfPage, '[data-section="PdfDownload"]', path.join(dir, `pdf-failed-${width}.jpg`)));
    await pdf.close();
  }
  return written;
}
