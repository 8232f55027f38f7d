/**
 * Site search benchmark (`npm run bench:search [-- --runs N]`): builds each language's search index from content/ as the
 * build does (German with its compounds split), then prints and writes into docs/benchmark.md's Search section its size
 * (raw, gzip, brotli) and build time, the search code's bytes as the dialog chunk has them (MiniSearch,
 * src/lib/siteSearch.ts and the German stemmer; the stemmer alone; the built chunk in public/ when there is one), and
 * in Chromium with the CPU slowed 4× through CDP (`Emulation.setCPUThrottlingRate`) the time to load each index and
 * per query, typed letter by letter (from the second letter, where searching starts).
 * Figures, not a test.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { searchDocuments } from '../../src/gatsby-node/searchDocuments';
import { searchIndexOf } from '../../src/gatsby-node/postBuild/searchIndex';
import { LOCALES, type Locale } from '../../src/lib/locales';
import { numberOption } from './args';
import { DEFAULT_SLOWDOWN } from './cpuSlowdown';
import { median } from './median';
import { noteBlock, sectionNote, withMarkedSection } from './docSection';

const runs = numberOption('runs', 5);
/** What visitors would type, each measured at every prefix (results update on every key); German with plurals, inflections and compound parts. */
const QUERIES: Record<Locale, string[]> = {
  en: ['pitch deck', 'ux audit', 'finance crm', 'design system', 'landing page for startups', 'onboarding', 'brandbok'],
  de: ['pitch-deck', 'audits', 'prototypen', 'designsysteme', 'forschung', 'nutzerforschung', 'landingpages für startups'],
};
/** Searches per timing: the browser's clock counts in steps of 0.1 ms, a search takes less. */
const REPEATS = 20;
const SECTION = 'search';
const DOC_FILE = path.resolve('docs/benchmark.md');

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const ms = (value: number) => value.toFixed(3);
const gzip = (data: string | Buffer) => zlib.gzipSync(data, { level: 9 }).length;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(p * values.length))];

/** `entry` bundled and minified for the browser, as the dialog chunk has it. */
async function minified(entry: { file: string } | { code: string }): Promise<string> {
  const bundle = await build({
    ...('file' in entry ? { entryPoints: [entry.file] } : { stdin: { contents: entry.code, resolveDir: process.cwd() } }),
    bundle: true,
    minify: true,
    format: 'iife',
    globalName: 'siteSearch',
    write: false,
    platform: 'browser',
  });
  return bundle.outputFiles[0].text;
}

/** The search dialog's chunk of the last build (the newest script that names the index; public/ may keep older builds' ones), gzipped, or undefined before a build. */
function builtChunk(): { file: string; gzip: number } | undefined {
  const scripts = fs.existsSync('public') ? fs.readdirSync('public').filter((name) => name.endsWith('.js')) : [];
  const chunks = scripts.filter((name) => fs.readFileSync(path.join('public', name), 'utf8').includes('/search-index.json'));
  const modified = (name: string) => fs.statSync(path.join('public', name)).mtimeMs;
  const file = chunks.sort((a, b) => modified(b) - modified(a))[0];
  return file ? { file, gzip: gzip(fs.readFileSync(path.join('public', file))) } : undefined;
}

interface Measured {
  locale: Locale;
  pages: number;
  bytes: number;
  gzip: number;
  brotli: number;
  buildMs: number;
  loads: number[];
  all: number[];
  perQuery: Record<string, number[]>;
  hits: Record<string, number>;
}

async function main() {
  const indexes = LOCALES.map((locale) => {
    const documents = searchDocuments(path.resolve('content'), locale);
    const start = performance.now();
    const json = searchIndexOf(documents, locale);
    return { locale, pages: documents.length, json, buildMs: performance.now() - start };
  });
  const code = await minified({ file: 'src/lib/siteSearch.ts' });
  const stemmer = await minified({ code: "import { stemmer } from '@orama/stemmers/german'; window.stem = stemmer;" });
  const chunk = builtChunk();

  const browser = await chromium.launch({
    executablePath: process.env.TEST_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  const measured: Measured[] = [];
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>search bench</title>');
    await page.addScriptTag({ content: code });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: DEFAULT_SLOWDOWN });
    for (const index of indexes) {
      const result = await page.evaluate(
        ({ json, locale, queries, runs, repeats }) => {
          const lib = (window as unknown as { siteSearch: typeof import('../../src/lib/siteSearch') }).siteSearch;
          const loads: number[] = [];
          let loaded = lib.loadSearchIndex(json, locale);
          for (let i = 0; i < runs; i += 1) {
            const start = performance.now();
            loaded = lib.loadSearchIndex(json, locale);
            loads.push(performance.now() - start);
          }
          const perQuery: Record<string, number[]> = {};
          const all: number[] = [];
          for (let i = 0; i < runs; i += 1) {
            for (const query of queries) {
              for (let n = lib.MIN_QUERY; n <= query.length; n += 1) {
                const start = performance.now();
                for (let k = 0; k < repeats; k += 1) lib.searchSite(loaded, query.slice(0, n));
                const took = (performance.now() - start) / repeats;
                (perQuery[query] ??= []).push(took);
                all.push(took);
              }
            }
          }
          const hits = Object.fromEntries(queries.map((q) => [q, lib.searchSite(loaded, q).total]));
          return { loads, perQuery, all, hits };
        },
        { json: index.json, locale: index.locale, queries: QUERIES[index.locale], runs, repeats: REPEATS },
      );
      measured.push({
        locale: index.locale,
        pages: index.pages,
        bytes: Buffer.byteLength(index.json),
        gzip: gzip(index.json),
        brotli: zlib.brotliCompressSync(index.json).length,
        buildMs: index.buildMs,
        ...result,
      });
    }
  } finally {
    await browser.close();
  }

  const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const intro = `## Search\n\nMeasured ${date} UTC by \`npm run bench:search\` (scripts/bench/search.ts): each language's index built from \`content/\` as the build writes it, then loaded and queried in Chromium ${browser.version()} with the CPU slowed ${DEFAULT_SLOWDOWN}× (\`Emulation.setCPUThrottlingRate\`), ${runs} runs; a query is timed at every prefix as it is typed (the mean of ${REPEATS} searches, as the browser's clock counts in 0.1 ms steps). Sizes in kB of 1,024 bytes.`;
  const indexTable = [
    '| Index | Pages | Size (kB) | gzip -9 (kB) | brotli (kB) | Built in (ms) | Load, median (ms) | Per query, median (ms) | p95 (ms) | max (ms) |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...measured.map(
      (m) =>
        `| \`${m.locale === 'en' ? '' : `/${m.locale}`}/search-index.json\` | ${m.pages} | ${kb(m.bytes)} | ${kb(m.gzip)} | ${kb(m.brotli)} | ${Math.round(m.buildMs)} | ${ms(median(m.loads))} | ${ms(median(m.all))} | ${ms(percentile(m.all, 0.95))} | ${ms(Math.max(...m.all))} |`,
    ),
  ].join('\n');
  const queryTable = [
    '| Query | Matches | Median (ms) | Max (ms) |',
    '| --- | ---: | ---: | ---: |',
    ...measured.flatMap((m) =>
      QUERIES[m.locale].map(
        (query) =>
          `| ${m.locale}: “${query}” | ${m.hits[query]} | ${ms(median(m.perQuery[query]))} | ${ms(Math.max(...m.perQuery[query]))} |`,
      ),
    ),
  ].join('\n');
  const codeTable = [
    "| Search code (the dialog's lazy chunk, never first-load) | Minified (kB) | gzip (kB) |",
    '| --- | ---: | ---: |',
    `| MiniSearch + src/lib/siteSearch.ts + German stemmer (esbuild) | ${kb(code.length)} | ${kb(gzip(code))} |`,
    `| of which the German stemmer (\`@orama/stemmers/german\`) | ${kb(stemmer.length)} | ${kb(gzip(stemmer))} |`,
    ...(chunk ? [`| the built chunk, with the dialog (\`public/${chunk.file}\`) | | ${kb(chunk.gzip)} |`] : []),
  ].join('\n');
  const doc = fs.readFileSync(DOC_FILE, 'utf8');
  const body = `${intro}\n\n${indexTable}\n\n${queryTable}\n\n${codeTable}${noteBlock(SECTION, sectionNote(doc, SECTION))}`;
  fs.writeFileSync(DOC_FILE, withMarkedSection(doc, SECTION, body));
  console.log(`${indexTable}\n\n${queryTable}\n\n${codeTable}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
