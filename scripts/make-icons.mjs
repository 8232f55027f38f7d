// Renders the app icons the web manifest and Seo reference from static/favicon.svg (run once, outputs are committed).
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const svg = fs.readFileSync(path.join(root, 'static/favicon.svg'));
const out = path.join(root, 'static/icons');
fs.mkdirSync(out, { recursive: true });

const mark = (size) =>
  sharp(svg, { density: Math.ceil((72 * size) / 64) })
    .resize(size, size)
    .png();

await mark(192).toFile(path.join(out, 'icon-192.png'));
await mark(512).toFile(path.join(out, 'icon-512.png'));
await mark(180).flatten({ background: '#16131f' }).toFile(path.join(out, 'apple-touch-icon.png'));
// Maskable: the mark inside the 80% safe zone on a full-bleed background.
const inner = await mark(400).toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: '#16131f' } })
  .composite([{ input: inner, left: 56, top: 56 }])
  .png()
  .toFile(path.join(out, 'icon-maskable-512.png'));
console.log('icons written to static/icons/');
