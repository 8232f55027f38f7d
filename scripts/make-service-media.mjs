// Renders the service and page hero images (1797x675) from the HTML scenes in scripts/media/services-*.mjs with
// Debian's Chromium, writes them as JPEG to content/images/{services,pages}/<slug>/hero.jpg, and writes each scene's
// `alt` (what is drawn) into that page's English Hero scrollMedia alt, so the text always describes the picture (the German
// file keeps its translation of it).
// Usage: node scripts/make-service-media.mjs [slug…]
import fs from 'node:fs';
import path from 'node:path';
import { page } from './media/kit.mjs';
import { renderJpeg, withChromium } from './media/render.mjs';
import { HERO } from './media/heroKit.mjs';
import { updateContentJson } from './media/contentJson.mjs';
import { scenesA } from './media/services-a.mjs';
import { scenesB } from './media/services-b.mjs';
import { pageScenes, scenesC } from './media/services-c.mjs';

const root = path.resolve(import.meta.dirname, '..');
const theme = { primary: '#5536e8', accent: '#e2492b', ink: '#16131f', soft: '#ece8fd', canvas: '#f6f5f9' };
const only = process.argv.slice(2);

function updateAlt(jsonFile, alt) {
  updateContentJson(jsonFile, (data) => {
    const hero = data.components?.find((c) => c.name === 'Hero');
    if (!hero?.props.scrollMedia) throw new Error(`${path.relative(root, jsonFile)}: no Hero scrollMedia to describe`);
    if (hero.props.scrollMedia.alt === alt) return false;
    hero.props.scrollMedia.alt = alt;
  });
}

const jobs = [
  ...Object.entries({ ...scenesA, ...scenesB, ...scenesC }).map(([slug, scene]) => ({ slug, scene, folder: 'services' })),
  ...Object.entries(pageScenes).map(([slug, scene]) => ({ slug, scene, folder: 'pages' })),
].filter((job) => only.length === 0 || only.includes(job.slug));

await withChromium(async (browser) => {
  for (const { slug, scene, folder } of jobs) {
    const json = path.join(root, 'content', folder, `${slug}.en.json`);
    if (!fs.existsSync(json)) throw new Error(`scripts/media: scene "${slug}" has no content/${folder}/${slug}.en.json`);
    const file = path.join(root, 'content/images', folder, slug, 'hero.jpg');
    const html = page(theme, `<div style="position:absolute;inset:0;overflow:hidden">${scene.html}</div>`, {
      ...HERO,
      background: scene.stage,
    });
    await renderJpeg(browser, html, HERO, file, 84);
    updateAlt(json, scene.alt);
    console.log(`${folder}/${slug}: ${Math.round(fs.statSync(file).size / 1024)} kB`);
  }
});
