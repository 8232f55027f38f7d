// Prints lucide icons (from the installed lucide-react) as the single-path lists src/lib/cardIconDrawings.json keeps, converting
// circles, rects, lines, polylines and polygons to paths. Usage: node scripts/icon-paths.mjs gauge map users …
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const dir = path.join(root, 'node_modules/lucide-react/dist/esm/icons');
const n = (v) => Number(v ?? 0);

function toPath([tag, a]) {
  if (tag === 'path') return a.d;
  if (tag === 'circle' || tag === 'ellipse') {
    const rx = n(a.r ?? a.rx);
    const ry = n(a.r ?? a.ry);
    return `M${n(a.cx) - rx} ${n(a.cy)}a${rx} ${ry} 0 1 0 ${2 * rx} 0a${rx} ${ry} 0 1 0 ${-2 * rx} 0`;
  }
  if (tag === 'line') return `M${a.x1} ${a.y1}L${a.x2} ${a.y2}`;
  if (tag === 'polyline' || tag === 'polygon') {
    const xy = a.points.trim().split(/[\s,]+/);
    const pairs = xy.flatMap((v, i) => (i % 2 === 0 ? [`${v} ${xy[i + 1]}`] : []));
    return `M${pairs.join('L')}${tag === 'polygon' ? 'z' : ''}`;
  }
  if (tag === 'rect') {
    const [x, y, w, h] = [n(a.x), n(a.y), n(a.width), n(a.height)];
    const r = Math.min(n(a.rx ?? a.ry), w / 2, h / 2);
    if (!r) return `M${x} ${y}h${w}v${h}h${-w}z`;
    return `M${x + r} ${y}h${w - 2 * r}a${r} ${r} 0 0 1 ${r} ${r}v${h - 2 * r}a${r} ${r} 0 0 1 ${-r} ${r}h${-(w - 2 * r)}a${r} ${r} 0 0 1 ${-r} ${-r}v${-(h - 2 * r)}a${r} ${r} 0 0 1 ${r} ${-r}z`;
  }
  throw new Error(`unsupported element <${tag}>`);
}

const camel = (name) => name.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());
for (const name of process.argv.slice(2)) {
  // Old names are aliases: their module re-exports the current one, which carries the drawing.
  const { __iconData: data } = await import(path.join(dir, `${name}.mjs`)).then((m) =>
    m.__iconData ? m : import(path.join(dir, /from '\.\/([\w-]+\.mjs)'/.exec(fs.readFileSync(path.join(dir, `${name}.mjs`), 'utf8'))[1])),
  );
  const node = data.node;
  console.log(`  ${JSON.stringify(camel(name))}: ${JSON.stringify(node.map(toPath))},`);
}
