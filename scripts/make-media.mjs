// Makes every raster the content references that no other media script draws (service cards come from
// make-service-cards.mjs): scans content/**/*.json for image paths and renders each as an original SVG composition in
// the site's palette with sharp. The size and style follow the file name (see KINDS). Deterministic.
// Usage: node scripts/make-media.mjs [--force]   (without --force only missing files are made)
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const contentDir = path.join(root, 'content');
const force = process.argv.includes('--force');

const palette = ['#5536e8', '#e2492b', '#13a77c', '#ffc83d', '#16131f', '#ece8fd', '#ffe7e0', '#dcf6ee'];

// File-name patterns → size and art style.
const KINDS = [
  { test: /hero\.(jpe?g|png)$/, width: 1797, height: 675, style: 'scene' },
  { test: /(preview|card|cover)\.(jpe?g|png)$/, width: 1200, height: 800, style: 'scene' },
  { test: /share\.(jpe?g|png)$/, width: 1200, height: 630, style: 'scene' },
  { test: /word-[\w-]+\.(jpe?g|png)$/, width: 160, height: 160, style: 'badge' },
  { test: /(portrait|avatar|person)[\w-]*\.(jpe?g|png)$/, width: 400, height: 400, style: 'avatar' },
  { test: /icon-[\w-]+\.(jpe?g|png)$/, width: 192, height: 192, style: 'badge' },
  { test: /\.(jpe?g|png)$/, width: 1200, height: 900, style: 'scene' },
];

function hash(text) {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.codePointAt(0), 16777619) >>> 0;
  return h;
}

function random(seed) {
  let s = seed || 1;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

function scene(width, height, rnd) {
  const bg = palette[Math.floor(rnd() * 3)];
  const parts = [`<rect width="${width}" height="${height}" fill="${bg}"/>`];
  parts.push(
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity=".28"/><stop offset="1" stop-color="#000000" stop-opacity=".18"/></linearGradient></defs>`,
  );
  // A browser-window mock: the agency's subject matter.
  const wx = width * (0.1 + rnd() * 0.1);
  const wy = height * 0.14;
  const ww = width * (0.5 + rnd() * 0.15);
  const wh = height * 0.72;
  parts.push(`<rect x="${wx}" y="${wy}" width="${ww}" height="${wh}" rx="${height * 0.04}" fill="#faf8f5"/>`);
  parts.push(`<rect x="${wx}" y="${wy}" width="${ww}" height="${wh * 0.1}" rx="${height * 0.04}" fill="#16131f"/>`);
  for (let i = 0; i < 3; i += 1)
    parts.push(`<circle cx="${wx + wh * 0.05 + i * wh * 0.05}" cy="${wy + wh * 0.05}" r="${wh * 0.015}" fill="${palette[i + 1]}"/>`);
  for (let row = 0; row < 4; row += 1) {
    const y = wy + wh * (0.2 + row * 0.18);
    parts.push(
      `<rect x="${wx + ww * 0.06}" y="${y}" width="${ww * (0.35 + rnd() * 0.4)}" height="${wh * 0.06}" rx="${wh * 0.03}" fill="${palette[4]}" opacity="${0.12 + rnd() * 0.2}"/>`,
    );
    parts.push(
      `<rect x="${wx + ww * 0.06}" y="${y + wh * 0.08}" width="${ww * (0.2 + rnd() * 0.3)}" height="${wh * 0.04}" rx="${wh * 0.02}" fill="${palette[Math.floor(rnd() * 3)]}"/>`,
    );
  }
  // A phone mock overlapping the window.
  const px = wx + ww * (0.8 + rnd() * 0.15);
  const pw = Math.min(width * 0.16, height * 0.38);
  const ph = pw * 2;
  const py = height - ph * 0.85;
  parts.push(`<rect x="${px}" y="${py}" width="${pw}" height="${ph}" rx="${pw * 0.16}" fill="#16131f"/>`);
  parts.push(
    `<rect x="${px + pw * 0.07}" y="${py + pw * 0.1}" width="${pw * 0.86}" height="${ph - pw * 0.2}" rx="${pw * 0.1}" fill="${palette[5 + Math.floor(rnd() * 3)]}"/>`,
  );
  for (let i = 0; i < 3; i += 1)
    parts.push(
      `<rect x="${px + pw * 0.16}" y="${py + pw * (0.3 + i * 0.45)}" width="${pw * 0.68}" height="${pw * 0.3}" rx="${pw * 0.08}" fill="${palette[Math.floor(rnd() * 4)]}"/>`,
    );
  // Floating shapes.
  for (let i = 0; i < 6; i += 1) {
    const r = height * (0.03 + rnd() * 0.07);
    parts.push(`<circle cx="${rnd() * width}" cy="${rnd() * height}" r="${r}" fill="${palette[Math.floor(rnd() * 4)]}" opacity=".85"/>`);
  }
  parts.push(`<rect width="${width}" height="${height}" fill="url(#g)"/>`);
  return parts.join('');
}

function badge(width, height, rnd) {
  const a = palette[Math.floor(rnd() * 4)];
  const b = palette[5 + Math.floor(rnd() * 3)];
  const shapes = [
    `<circle cx="${width / 2}" cy="${height / 2}" r="${width * 0.28}" fill="${a}"/>`,
    `<rect x="${width * 0.25}" y="${height * 0.25}" width="${width * 0.5}" height="${height * 0.5}" rx="${width * 0.12}" fill="${a}" transform="rotate(${Math.floor(rnd() * 45)} ${width / 2} ${height / 2})"/>`,
    `<path d="M${width * 0.5} ${height * 0.2} L${width * 0.8} ${height * 0.75} L${width * 0.2} ${height * 0.75} Z" fill="${a}"/>`,
  ];
  return `<rect width="${width}" height="${height}" fill="${b}"/>${shapes[Math.floor(rnd() * shapes.length)]}`;
}

function avatar(width, height, rnd) {
  const skin = ['#f1c7a5', '#d9a27c', '#a8714f', '#7a4a32', '#f5d6c0'][Math.floor(rnd() * 5)];
  const hair = ['#16131f', '#5a3a22', '#c98b3c', '#8a8a8a', '#2b1d14'][Math.floor(rnd() * 5)];
  const shirt = palette[Math.floor(rnd() * 4)];
  const bg = palette[5 + Math.floor(rnd() * 3)];
  const cx = width / 2;
  return [
    `<rect width="${width}" height="${height}" fill="${bg}"/>`,
    `<ellipse cx="${cx}" cy="${height * 1.02}" rx="${width * 0.36}" ry="${height * 0.3}" fill="${shirt}"/>`,
    `<rect x="${cx - width * 0.07}" y="${height * 0.55}" width="${width * 0.14}" height="${height * 0.14}" fill="${skin}"/>`,
    `<ellipse cx="${cx}" cy="${height * 0.42}" rx="${width * 0.19}" ry="${height * 0.22}" fill="${skin}"/>`,
    `<path d="M${cx - width * 0.2} ${height * 0.4} Q${cx} ${height * (0.08 + rnd() * 0.06)} ${cx + width * 0.2} ${height * 0.4} Q${cx + width * 0.12} ${height * 0.26} ${cx} ${height * 0.27} Q${cx - width * 0.12} ${height * 0.26} ${cx - width * 0.2} ${height * 0.4} Z" fill="${hair}"/>`,
    `<circle cx="${cx - width * 0.07}" cy="${height * 0.43}" r="${width * 0.015}" fill="#16131f"/>`,
    `<circle cx="${cx + width * 0.07}" cy="${height * 0.43}" r="${width * 0.015}" fill="#16131f"/>`,
    `<path d="M${cx - width * 0.06} ${height * 0.52} Q${cx} ${height * 0.56} ${cx + width * 0.06} ${height * 0.52}" stroke="#16131f" stroke-width="${width * 0.012}" fill="none" stroke-linecap="round"/>`,
  ].join('');
}

const STYLES = { scene, badge, avatar };

function collectImagePaths(dir) {
  const found = new Set();
  const visit = (value, file) => {
    if (typeof value === 'string' && /\.(jpe?g|png)$/i.test(value) && !value.startsWith('/') && !value.startsWith('http')) {
      found.add(path.resolve(path.dirname(file), value));
    } else if (Array.isArray(value)) value.forEach((v) => visit(v, file));
    else if (value && typeof value === 'object') Object.values(value).forEach((v) => visit(v, file));
  };
  const walk = (current) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.json')) {
        try {
          visit(JSON.parse(fs.readFileSync(full, 'utf8')), full);
        } catch {
          // The content check reports invalid JSON with its file name; nothing to draw from it here.
        }
      }
    }
  };
  walk(dir);
  return [...found].sort();
}

export async function makeImage(file) {
  const rel = path.relative(root, file);
  const kind = KINDS.find((k) => k.test.test(file));
  const rnd = random(hash(rel));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${kind.width}" height="${kind.height}" viewBox="0 0 ${kind.width} ${kind.height}">${STYLES[kind.style](kind.width, kind.height, rnd)}</svg>`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const image = sharp(Buffer.from(svg));
  await (file.endsWith('.png') ? image.png({ compressionLevel: 9, palette: true }) : image.jpeg({ quality: 82, mozjpeg: true })).toFile(
    file,
  );
  return rel;
}

/** Service cards show their service's own subject; scripts/make-service-cards.mjs draws them. */
const drawnElsewhere = (file) => /^content\/images\/services\/[^/]+\/card\.jpg$/.test(path.relative(root, file).split(path.sep).join('/'));

if (process.argv[1] === import.meta.filename) {
  const made = [];
  for (const file of collectImagePaths(contentDir).filter((file) => !drawnElsewhere(file))) {
    if (force || !fs.existsSync(file)) made.push(await makeImage(file));
  }
  console.log(made.length ? `made ${made.length} image(s):\n${made.join('\n')}` : 'all content images exist');
}
