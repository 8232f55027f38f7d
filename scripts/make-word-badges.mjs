// Draws the small round badges that sit beside a headline word (content/images/**/word-<name>.png, 160x160) as the
// lucide icon of that name on a tinted disc, so each badge is a recognisable picture of its word. The icon per badge
// name is listed in BADGE_ICONS; an unknown name stops the script with the file that asked for it.
// Usage: node scripts/make-word-badges.mjs
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import sharp from 'sharp';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '..');

/** Badge name (file word-<name>.png) → lucide icon. */
export const BADGE_ICONS = {
  blueprint: 'drafting-compass',
  building: 'building',
  bulb: 'lightbulb',
  chart: 'chart-column-increasing',
  compass: 'compass',
  cube: 'box',
  cursor: 'mouse-pointer-click',
  devices: 'monitor-smartphone',
  eye: 'eye',
  flag: 'flag',
  flask: 'flask-conical',
  globe: 'globe',
  grid: 'layout-grid',
  hand: 'pointer',
  heart: 'heart',
  key: 'key-round',
  monitor: 'monitor',
  palette: 'palette',
  phone: 'smartphone',
  presentation: 'presentation',
  puzzle: 'puzzle',
  refresh: 'refresh-cw',
  rocket: 'rocket',
  shield: 'shield-check',
  spark: 'sparkles',
  star: 'star',
  target: 'target',
  team: 'users',
  telescope: 'telescope',
  trophy: 'trophy',
  wave: 'waves-horizontal',
};

const DISCS = [
  ['#ece8fd', '#5536e8'],
  ['#ffe7e0', '#c2361b'],
  ['#dcf6ee', '#0b7a59'],
  ['#fff1c7', '#8a5a00'],
];

function referencedBadges() {
  const found = new Set();
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.json'))
        for (const m of fs.readFileSync(full, 'utf8').matchAll(/"([^"]*word-[\w-]+\.png)"/g)) found.add(path.resolve(dir, m[1]));
    }
  };
  walk(path.join(root, 'content'));
  return [...found].sort();
}

async function iconNode(name) {
  const file = require.resolve(`lucide-react/dist/esm/icons/${name}.mjs`);
  return (await import(pathToFileURL(file).href)).__iconData.node;
}

export async function makeBadge(file, index) {
  const name = path.basename(file, '.png').replace(/^word-/, '');
  const icon = BADGE_ICONS[name];
  if (!icon) throw new Error(`${path.relative(root, file)}: no icon for badge "${name}" in scripts/make-word-badges.mjs BADGE_ICONS`);
  const [disc, ink] = DISCS[index % DISCS.length];
  const shapes = (await iconNode(icon))
    .map(
      ([tag, attrs]) =>
        `<${tag} ${Object.entries(attrs)
          .filter(([k]) => k !== 'key')
          .map(([k, v]) => `${k}="${v}"`)
          .join(' ')}/>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160"><circle cx="80" cy="80" r="80" fill="${disc}"/><g transform="translate(32 32) scale(4)" fill="none" stroke="${ink}" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round">${shapes}</g></svg>`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toFile(file);
  return `${path.relative(root, file)} (${icon})`;
}

if (process.argv[1] === import.meta.filename) {
  const files = referencedBadges();
  for (const [i, file] of files.entries()) console.log(await makeBadge(file, i));
}
