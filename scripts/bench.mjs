// `npm run bench`: cold and warm builds, then Lighthouse (mobile, median of 3), first-load JS and image bytes per page → docs/benchmark.md.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// Runs under tsx (see package.json), which loads the TypeScript measurement modules shared with the tests.
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
process.chdir(root);
const { lighthouseMedian } = await import('../src/build/lighthouse.ts');
const { firstLoadJs } = await import('../src/build/measure.ts');

const PORT = Number(process.env.BENCH_PORT ?? process.env.E2E_PORT ?? 9300);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' };
const gatsby = path.join(root, 'node_modules/.bin/gatsby');

function timed(args) {
  const start = Date.now();
  const run = spawnSync(gatsby, args, { env, stdio: ['ignore', 'ignore', 'inherit'] });
  if (run.status !== 0) throw new Error(`gatsby ${args.join(' ')} failed`);
  return (Date.now() - start) / 1000;
}

const countFiles = (dir, test) => (fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).filter((f) => test(String(f))).length : 0);
const isImage = (f) => /\.(avif|webp|jpe?g|png|gif)$/i.test(f);

console.error('bench: cold build (gatsby clean first)…');
spawnSync(gatsby, ['clean'], { env, stdio: 'ignore' });
const cold = timed(['build']);
console.error('bench: warm build…');
const warm = timed(['build']);
const publicDir = path.join(root, 'public');
const pagesBuilt = countFiles(publicDir, (f) => f.endsWith('index.html') && !f.startsWith('404'));
const sourceImages = countFiles(path.join(root, 'content/images'), isImage);
const imageFiles = countFiles(path.join(publicDir, 'static'), isImage);

/** Home, one service per family (group), the listings, one case and one blog page when they exist. */
function benchPages() {
  const files = fs.readdirSync(path.join(root, 'content/services')).filter((file) => file.endsWith('.json')).sort();
  const byGroup = new Map();
  for (const file of files) {
    const { group } = JSON.parse(fs.readFileSync(path.join(root, 'content/services', file), 'utf8'));
    if (!byGroup.has(group)) byGroup.set(group, `/services/${file.replace(/\.json$/, '')}/`);
  }
  const built = fs.readdirSync(publicDir, { recursive: true }).map(String).filter((f) => f.endsWith('index.html')).map((f) => `/${f.slice(0, -'index.html'.length)}`);
  const first = (re) => built.filter((p) => re.test(p)).sort().slice(0, 1);
  return [...new Set(['/', ...[...byGroup.values()].filter((p) => built.includes(p)), '/services/', '/cases/', ...first(/^\/cases\/.+\/$/), ...first(/^\/blog\/.+\/$/)])];
}

const server = spawn(gatsby, ['serve', '--port', String(PORT), '--host', 'localhost'], { env, stdio: 'ignore', detached: true });
try {
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(`http://localhost:${PORT}/`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 300));
    }
  }
  const rows = [];
  for (const page of benchPages()) {
    console.error(`bench: lighthouse ${page} ×${RUNS}…`);
    const lh = await lighthouseMedian(`http://localhost:${PORT}${page}`, RUNS, root);
    rows.push({ page, lh, js: firstLoadJs(publicDir, page).total });
  }
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  const ms = (value) => Math.round(value).toLocaleString('en');
  const table = [
    '| Page | Perf | A11y | Best practices | SEO | LCP (ms) | TBT (ms) | CLS | FCP (ms) | Speed Index (ms) | First-load JS (kB gz) | Images (kB) |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(({ page, lh, js }) => `| \`${page}\` | ${lh.performance} | ${lh.accessibility} | ${lh.bestPractices} | ${lh.seo} | ${ms(lh.lcp)} | ${ms(lh.tbt)} | ${lh.cls.toFixed(3)} | ${ms(lh.fcp)} | ${ms(lh.speedIndex)} | ${kb(js)} | ${kb(lh.imageBytes)} |`),
  ].join('\n');
  const builds = [
    '| Build | Time (s) | Pages | Source images | Image files generated |',
    '| --- | ---: | ---: | ---: | ---: |',
    `| cold (\`gatsby clean\` first) | ${cold.toFixed(1)} | ${pagesBuilt} | ${sourceImages} | ${imageFiles} |`,
    `| warm (cache kept) | ${warm.toFixed(1)} | ${pagesBuilt} | ${sourceImages} | ${imageFiles} |`,
  ].join('\n');
  const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const doc = `# Benchmark\n\nMeasured ${date} UTC by \`npm run bench\` (scripts/bench.mjs) on this machine: Lighthouse ${RUNS}× per page, mobile, default simulated throttling, Debian Chromium; figures are medians. First-load JS is the gzipped JavaScript a page's HTML references plus its page component's chunks (src/build/measure.ts); images are the bytes loaded on first view (no scrolling). Timings depend on the machine's load.\n\n${table}\n\n${builds}\n`;
  fs.writeFileSync(path.join(root, 'docs/benchmark.md'), doc);
  const readme = path.join(root, 'README.md');
  const text = fs.readFileSync(readme, 'utf8');
  const block = `<!-- bench:start -->\n_Latest \`npm run bench\` (${date} UTC), full notes in [docs/benchmark.md](docs/benchmark.md):_\n\n${table}\n\n${builds}\n<!-- bench:end -->`;
  if (text.includes('<!-- bench:start -->')) fs.writeFileSync(readme, text.replace(/<!-- bench:start -->[\s\S]*<!-- bench:end -->/, block));
  console.log(`${table}\n\n${builds}`);
} finally {
  process.kill(-server.pid, 'SIGTERM');
}
