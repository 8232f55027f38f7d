// `npm run bench`: cold and warm builds, then Lighthouse (mobile, median of 3), first-load JS and image bytes per page → docs/benchmark.md.
// `npm run bench -- --scale N`: the scale benchmark instead (scripts/bench/scale.ts), N times the content, no Lighthouse.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// Runs under tsx (see package.json), which loads the TypeScript measurement modules shared with the tests.
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
process.chdir(root);

const scaleAt = process.argv.indexOf('--scale');
if (scaleAt >= 0) {
  const scale = Number(process.argv[scaleAt + 1]);
  if (!Number.isInteger(scale) || scale < 1) {
    console.error('bench: --scale needs a whole number from 1, e.g. npm run bench -- --scale 10');
    process.exit(2);
  }
  const { benchScale } = await import('./scale.ts');
  await benchScale(scale);
  process.exit(0);
}
const { lighthouseMedian } = await import('./lighthouse.ts');
const { firstLoadJsOf } = await import('./measure.ts');
const { markedSection } = await import('./docSection.ts');
const { lighthousePages, onePagePerTemplate } = await import('../../__tests__/e2e/templates.ts');

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

/** The Lighthouse budget pages (src: __tests__/e2e/templates.ts) and one page of every other template, each in English and German, so the table covers each template in both languages. */
const benchPages = () => {
  const english = [...new Set([...lighthousePages(), ...onePagePerTemplate().filter((page) => page !== '/404/')])].filter(
    (page) => !page.startsWith('/de/'),
  );
  return [...english, ...english.map((page) => `/de${page}`)];
};

/** The production server (`npm run serve`), the one visitors get: its headers and compression are part of what is measured. */
const server = spawn('npm', ['run', 'serve'], { env: { ...env, PORT: String(PORT), HOST: 'localhost' }, stdio: 'ignore', detached: true });
try {
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(`http://localhost:${PORT}/`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 300));
    }
  }
  const rows = [];
  const jsSizes = await firstLoadJsOf(`http://localhost:${PORT}`, benchPages(), publicDir);
  for (const page of benchPages()) {
    console.error(`bench: lighthouse ${page} ×${RUNS}…`);
    const lh = await lighthouseMedian(`http://localhost:${PORT}${page}`, RUNS, root);
    rows.push({ page, lh, js: jsSizes.get(page).total });
  }
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  const ms = (value) => Math.round(value).toLocaleString('en');
  const table = [
    '| Page | Perf | A11y | Best practices | SEO | LCP (ms) | TBT (ms) | CLS | FCP (ms) | Speed Index (ms) | First-load JS (kB gz) | Images (kB) |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      ({ page, lh, js }) =>
        `| \`${page}\` | ${lh.performance} | ${lh.accessibility} | ${lh.bestPractices} | ${lh.seo} | ${ms(lh.lcp)} | ${ms(lh.tbt)} | ${lh.cls.toFixed(3)} | ${ms(lh.fcp)} | ${ms(lh.speedIndex)} | ${kb(js)} | ${kb(lh.imageBytes)} |`,
    ),
  ].join('\n');
  const builds = [
    '| Build | Time (s) | Pages | Source images | Image files generated |',
    '| --- | ---: | ---: | ---: | ---: |',
    `| cold (\`gatsby clean\` first) | ${cold.toFixed(1)} | ${pagesBuilt} | ${sourceImages} | ${imageFiles} |`,
    `| warm (cache kept) | ${warm.toFixed(1)} | ${pagesBuilt} | ${sourceImages} | ${imageFiles} |`,
  ].join('\n');
  const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const doc = `# Benchmark\n\nMeasured ${date} UTC by \`npm run bench\` (scripts/bench/bench.mjs) on this machine: Lighthouse ${RUNS}× per page, mobile, default simulated throttling, Debian Chromium; figures are medians. First-load JS is the gzipped JavaScript Chromium fetches on a 412×823 phone screen until the page settles, without scrolling or input, plus the page's inline scripts, gzipped each, in kB of 1,024 bytes (scripts/bench/measure.ts); images are the bytes loaded on first view (no scrolling). Timings depend on the machine's load.\n\n${table}\n\n${builds}\n`;
  const docFile = path.join(root, 'docs/benchmark.md');
  // The sections other benchmarks own (scale.ts, search.ts) stay as they are.
  const old = fs.existsSync(docFile) ? fs.readFileSync(docFile, 'utf8') : '';
  const kept = ['scale', 'search'].map((name) => markedSection(old, name)).filter(Boolean);
  fs.writeFileSync(docFile, [doc, ...kept.map((section) => `${section}\n`)].join('\n'));
  console.log(`${table}\n\n${builds}`);
} finally {
  process.kill(-server.pid, 'SIGTERM');
}
