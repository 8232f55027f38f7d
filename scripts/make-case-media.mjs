// Renders every case's product screens and card preview from the HTML/CSS mocks in scripts/media/cases/<slug>.mjs (their
// drawings) and <slug>.json (their fictional rows, figures, screen list and alt texts) with Debian's Chromium (playwright-core), then writes palette-quantised PNGs to content/images/cases/<slug>/:
// screen-1..3.png (1600x1000: a desktop window or phones on the case's stage colour) and preview.png (1200x800, a
// composition of the same screens). Each mock carries a `describe` line saying what it shows (for captions and alt);
// the preview's is written into the case's `metadata.previewAlt`, so the card's alt text always describes the picture.
// Usage: node scripts/make-case-media.mjs [slug…]
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { desktop, page } from './media/kit.mjs';
import { renderPng, withChromium } from './media/render.mjs';
import { loadCaseMocks } from './media/cases/index.mjs';
import { updateContentJson } from './media/contentJson.mjs';

const root = path.resolve(import.meta.dirname, '..');
const only = process.argv.slice(2);
export const SCREEN = { width: 1600, height: 1000 };
export const PREVIEW = { width: 1200, height: 800 };

/** Places a mock screen in its frame on the 1600x1000 stage: desktop windows centred, or (second screens) bleeding off the bottom right. */
function screenStage(mock, screen, index) {
  if (screen.frame === 'desktop') {
    const window = desktop({ url: screen.url ?? mock.url, width: 1440, height: 880, body: screen.html });
    if ((screen.placement ?? (index === 1 ? 'bleed' : 'centre')) === 'bleed')
      return `<div style="position:absolute;left:150px;top:120px">${window}</div>`;
    return `<div class="stage">${window}</div>`;
  }
  return `<div class="stage"><div style="zoom:${screen.zoom ?? 1.3};display:flex;gap:${screen.gap ?? 56}px;align-items:${screen.align ?? 'center'}">${screen.html}</div></div>`;
}

/** The card preview: desktop + overlapping phone, a phone trio, or two staggered windows (per mock.preview.layout). */
function previewStage(mock) {
  const [first, second] = mock.screens;
  const { layout } = mock.preview;
  const scaled = (html, scale, style) =>
    `<div style="position:absolute;transform-origin:0 0;transform:scale(${scale});${style}">${html}</div>`;
  const win = (s) => desktop({ url: s.url ?? mock.url, width: 1440, height: 880, body: s.html });
  if (layout === 'desktop-phone') {
    const phoneScreen = mock.screens.find((s) => s.frame === 'phone');
    if (!phoneScreen) throw new Error(`${mock.slug}: the desktop-phone preview needs a phone screen`);
    if (mock.preview.mirror)
      return (
        scaled(win(first), 0.66, 'left:250px;top:150px') +
        scaled(phoneScreen.previewPhone ?? phoneScreen.html, 0.9, 'top:60px;left:60px;display:flex;gap:24px')
      );
    return (
      scaled(win(first), 0.66, 'left:56px;top:96px') +
      scaled(phoneScreen.previewPhone ?? phoneScreen.html, 0.9, 'top:200px;left:820px;display:flex;gap:24px')
    );
  }
  if (layout === 'windows') {
    return scaled(win(second), 0.5, 'left:480px;top:60px;opacity:.97') + scaled(win(first), 0.6, 'left:48px;top:300px');
  }
  if (layout === 'phones') {
    return `<div class="stage" style="gap:36px;transform:scale(.86)">${mock.preview.phones}</div>`;
  }
  // A close crop of the first window (scaled by `scale`, default 1, and moved by x/y): an editor's crop starts at an edge
  // of the product's own layout (its main area, past the sidebar and title bar), never through its words.
  if (layout === 'crop') {
    return scaled(win(first), mock.preview.scale ?? 1.0, `left:${mock.preview.x ?? -180}px;top:${mock.preview.y ?? 90}px`);
  }
  throw new Error(`${mock.slug}: unknown preview layout "${layout}"`);
}

async function shoot(browser, html, size, file) {
  const png = await renderPng(browser, html, size, path.relative(root, file));
  await sharp(png).png({ palette: true, quality: 90, effort: 8, compressionLevel: 9 }).toFile(file);
  return fs.statSync(file).size;
}

export async function makeCaseMedia(slugs = []) {
  const mocks = (await loadCaseMocks()).filter((m) => slugs.length === 0 || slugs.includes(m.slug));
  await withChromium(async (browser) => {
    for (const mock of mocks) {
      const dir = path.join(root, 'content/images/cases', mock.slug);
      fs.mkdirSync(dir, { recursive: true });
      const sizes = [];
      for (const [i, screen] of mock.screens.entries()) {
        sizes.push(
          await shoot(
            browser,
            page(mock.theme, screenStage(mock, screen, i), { ...SCREEN, background: screen.stage }),
            SCREEN,
            path.join(dir, `screen-${i + 1}.png`),
          ),
        );
      }
      sizes.push(
        await shoot(
          browser,
          page(mock.theme, `<div style="position:absolute;inset:0;overflow:hidden">${previewStage(mock)}</div>`, {
            ...PREVIEW,
            background: mock.preview.stage,
          }),
          PREVIEW,
          path.join(dir, 'preview.png'),
        ),
      );
      // The English alt describes the drawing; the German file keeps its translation of it (docs/translation.md).
      updateContentJson(path.join(root, 'content/cases', `${mock.slug}.en.json`), (data) => {
        if (data.metadata.previewAlt === mock.preview.describe) return false;
        data.metadata.previewAlt = mock.preview.describe;
      });
      console.log(`${mock.slug}: ${sizes.map((s) => `${Math.round(s / 1024)} kB`).join(', ')}`);
    }
  });
}

if (process.argv[1] === import.meta.filename) await makeCaseMedia(only);
