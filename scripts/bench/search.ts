/**
 * Site search benchmark (`npx tsx scripts/bench/search.ts [--runs N]`): builds the search index from content/ as the
 * build does, prints its size and gzipped/brotli download, then loads it in Chromium with the CPU slowed 4× through
 * CDP (`Emulation.setCPUThrottlingRate`) and prints the time to load the index and per query, typed letter by letter
 * (from the second letter, where searching starts).
 * Figures, not a test: the script prints them.
 */
import path from 'node:path';
import zlib from 'node:zlib';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { searchDocuments } from '../../src/gatsby-node/searchDocuments';
import { buildSearchIndex } from '../../src/lib/siteSearch';
import { numberOption } from './args';
import { DEFAULT_SLOWDOWN } from './cpuSlowdown';
import { median } from './median';

const runs = numberOption('runs', 5);
/** What visitors would type, each measured at every prefix (results update on every key). */
const QUERIES = ['pitch deck', 'ux audit', 'finance crm', 'design system', 'landing page for startups', 'onboarding', 'brandbok'];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const ms = (value: number) => `${value.toFixed(2)} ms`;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(p * values.length))];

async function main() {
  const documents = searchDocuments(path.resolve('content'));
  const json = buildSearchIndex(documents);
  const bytes = Buffer.byteLength(json);
  const gzip = zlib.gzipSync(json, { level: 9 }).length;
  const brotli = zlib.brotliCompressSync(json).length;
  const counts = ['service', 'case', 'review', 'article'].map((kind) => `${documents.filter((d) => d.kind === kind).length} ${kind}`);

  // The browser's search code as the dialog chunk has it: MiniSearch and src/lib/siteSearch.ts, minified.
  const bundle = await build({
    entryPoints: ['src/lib/siteSearch.ts'],
    bundle: true,
    minify: true,
    format: 'iife',
    globalName: 'siteSearch',
    write: false,
    platform: 'browser',
  });
  const code = bundle.outputFiles[0].text;

  const browser = await chromium.launch({
    executablePath: process.env.TEST_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>search bench</title>');
    await page.addScriptTag({ content: code });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: DEFAULT_SLOWDOWN });
    const result = await page.evaluate(
      ({ json, queries, runs }) => {
        const lib = (window as unknown as { siteSearch: typeof import('../../src/lib/siteSearch') }).siteSearch;
        const loads: number[] = [];
        let index = lib.loadSearchIndex(json);
        for (let i = 0; i < runs; i += 1) {
          const start = performance.now();
          index = lib.loadSearchIndex(json);
          loads.push(performance.now() - start);
        }
        const perQuery: Record<string, number[]> = {};
        const all: number[] = [];
        for (let i = 0; i < runs; i += 1) {
          for (const query of queries) {
            for (let n = lib.MIN_QUERY; n <= query.length; n += 1) {
              const start = performance.now();
              lib.searchSite(index, query.slice(0, n));
              const took = performance.now() - start;
              (perQuery[query] ??= []).push(took);
              all.push(took);
            }
          }
        }
        const hits = Object.fromEntries(queries.map((q) => [q, lib.searchSite(index, q).total]));
        return { loads, perQuery, all, hits };
      },
      { json, queries: QUERIES, runs },
    );
    console.log(`Search index (${documents.length} pages: ${counts.join(', ')})`);
    console.log(`  size ${kb(bytes)}, gzip -9 ${kb(gzip)}, brotli ${kb(brotli)}`);
    console.log(
      `  search code (MiniSearch + src/lib/siteSearch.ts, minified) ${kb(code.length)}, gzip ${kb(zlib.gzipSync(code, { level: 9 }).length)}`,
    );
    console.log(`Chromium ${browser.version()}, CPU slowed ${DEFAULT_SLOWDOWN}× (Emulation.setCPUThrottlingRate), ${runs} runs`);
    console.log(`  load the index (MiniSearch.loadJSON): median ${ms(median(result.loads))}, max ${ms(Math.max(...result.loads))}`);
    console.log(
      `  per query, every prefix typed: median ${ms(median(result.all))}, p95 ${ms(percentile(result.all, 0.95))}, max ${ms(Math.max(...result.all))}`,
    );
    for (const query of QUERIES) {
      const times = result.perQuery[query];
      console.log(`    "${query}": ${result.hits[query]} matches, median ${ms(median(times))}, max ${ms(Math.max(...times))}`);
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
