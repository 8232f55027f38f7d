/**
 * How far the placeholders of below-the-fold sections (content-visibility: auto, src/styles/global.scss) are from the
 * sections laid out: on `/`, /about-us/, a case page and every service page of the production build, at 375 and
 * 1440 px, prints each section type's laid-out height (mean, median, range) beside its placeholder, and each page's height
 * before and after every section is laid out. The placeholders in global.scss are the means printed here.
 *
 *   npx tsx scripts/bench/sectionHeights.ts [--port 21400]   (after `npx gatsby build`)
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { median } from './median';
import { withBenchServer } from './benchServer';

const root = path.resolve(__dirname, '../..');
const at = process.argv.indexOf('--port');
const PORT = Number(at >= 0 ? process.argv[at + 1] : (process.env.SERVER_TEST_PORT ?? 21400));
const WIDTHS = [375, 1440];

const casePage = fs
  .readdirSync(path.join(root, 'public/cases'), { withFileTypes: true, recursive: true })
  .filter((entry) => entry.isFile() && entry.name === 'index.html')
  .map((entry) => `/${path.relative(path.join(root, 'public'), entry.parentPath)}/`)
  .filter((page) => page.split('/').length === 5)
  .sort()[0];
const servicePages = fs
  .readdirSync(path.join(root, 'public/services'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => `/services/${entry.name}/`)
  .sort();
const PAGES = ['/', '/about-us/', casePage, ...servicePages];

/** Runs in the page: every deferred section's placeholder and laid-out height, and the page's height before and after. */
const MEASURE = `(() => {
  const sections = [...document.querySelectorAll('main section[data-section]')].filter((s) => getComputedStyle(s).contentVisibility === 'auto');
  const placeholders = sections.map((s) => getComputedStyle(s).containIntrinsicHeight);
  const pageBefore = document.documentElement.scrollHeight;
  const style = document.createElement('style');
  style.textContent = 'main section[data-section] { content-visibility: visible !important }';
  document.head.appendChild(style);
  const rows = sections.map((s, i) => ({ type: s.dataset.section, placeholder: placeholders[i], height: Math.round(s.getBoundingClientRect().height) }));
  return { pageBefore, pageAfter: document.documentElement.scrollHeight, rows };
})()`;

interface Measured {
  pageBefore: number;
  pageAfter: number;
  rows: { type: string; placeholder: string; height: number }[];
}

async function main() {
  await withBenchServer({ port: PORT, tmpPrefix: 'section-heights-', env: (dir) => ({ LEADS_DIR: dir }) }, async ({ base }) => {
    const browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu'],
    });
    const heights = new Map<string, Map<number, { heights: number[]; placeholder: string }>>();
    const pageErrors: { width: number; page: string; before: number; after: number }[] = [];
    try {
      for (const width of WIDTHS) {
        const tab = await browser.newPage({ viewport: { width, height: 900 } });
        for (const page of PAGES) {
          await tab.goto(`${base}${page}`, { waitUntil: 'load' });
          const measured = await tab.evaluate<Measured>(MEASURE);
          pageErrors.push({ width, page, before: measured.pageBefore, after: measured.pageAfter });
          for (const row of measured.rows) {
            const byWidth = heights.get(row.type) ?? new Map<number, { heights: number[]; placeholder: string }>();
            const cell = byWidth.get(width) ?? { heights: [], placeholder: row.placeholder };
            cell.heights.push(row.height);
            byWidth.set(width, cell);
            heights.set(row.type, byWidth);
          }
        }
        await tab.close();
      }
    } finally {
      await browser.close();
    }
    console.log(`| Section | ${WIDTHS.map((w) => `${w} px: laid out, mean, median (range, n) | placeholder`).join(' | ')} |`);
    console.log(`| --- | ${WIDTHS.map(() => '---: | ---:').join(' | ')} |`);
    for (const [type, byWidth] of [...heights].sort(([a], [b]) => a.localeCompare(b))) {
      const cells = WIDTHS.map((width) => {
        const cell = byWidth.get(width);
        if (!cell) return '– | –';
        const mean = cell.heights.reduce((sum, height) => sum + height, 0) / cell.heights.length;
        return `${Math.round(mean)}, median ${Math.round(median(cell.heights))} (${Math.min(...cell.heights)}–${Math.max(...cell.heights)}, ${cell.heights.length}) | ${cell.placeholder}`;
      });
      console.log(`| ${type} | ${cells.join(' | ')} |`);
    }
    for (const width of WIDTHS) {
      const errors = pageErrors.filter((e) => e.width === width).map((e) => Math.abs(e.before - e.after) / e.after);
      const worst = pageErrors
        .filter((e) => e.width === width)
        .sort((a, b) => Math.abs(b.before - b.after) / b.after - Math.abs(a.before - a.after) / a.after)[0];
      const over = (share: number) => errors.filter((error) => error > share).length;
      console.log(
        `\nAt ${width} px over ${errors.length} pages, the page's height before its sections are laid out differs from after by ${(median(errors) * 100).toFixed(1)}% (median), at most ${(Math.max(...errors) * 100).toFixed(1)}% (${worst.page}: ${worst.before} → ${worst.after} px); ${over(0.05)} pages are more than 5% off, ${over(0.1)} more than 10%.`,
      );
    }
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
