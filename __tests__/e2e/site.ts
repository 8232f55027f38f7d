/** What the browser tests know about the built site: its pages and HTML on disk, the service pages worth sampling, settled animations. */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { listHtml } from '../../src/html/htmlFiles';
import { RENDER_WHOLE_PAGE_CSS } from '../helpers/renderWholePage';
import { DEFAULT_LOCALE, localeOfPath, localizedPath, LOCALES } from '../../src/lib/locales';

/** Every built page path of every language (each index.html under public/, as the build's own walker lists them), without the 404 pages. */
export function builtPathsEveryLanguage(): string[] {
  return listHtml(path.resolve(__dirname, '../../public'))
    .map((page) => page.pagePath)
    .filter((pagePath) => pagePath.endsWith('/') && !/^(\/de)?\/404\//.test(pagePath))
    .sort();
}

/** The kinds of page a German sample covers: one page of each, the first English page of its kind in path order. */
const PAGE_KINDS = [
  /^\/$/,
  /^\/services\/$/,
  /^\/services\/[^/]+\/$/,
  /^\/services\/pilot\/$/,
  /^\/cases\/$/,
  /^\/cases\/[^/]+\/$/,
  /^\/cases\/[^/]+\/[^/]+\/$/,
  /^\/blog\/$/,
  /^\/blog\/[^/]+\/$/,
  /^\/blog\/review\/[^/]+\/$/,
  /^\/blog\/case-study\/[^/]+\/$/,
  /^\/about-us\/$/,
  /^\/privacy\/$/,
  /^\/search\/$/,
];

/**
 * The pages the browser suites open: every English page and, in each other language, one page of each kind (the twin of
 * the first English page of that kind). German pages are the same templates with other words, so the browser suites cover German
 * by sample; checks that read built HTML cover every page of both languages (builtPathsEveryLanguage).
 */
export function builtPaths(): string[] {
  const every = builtPathsEveryLanguage();
  const english = every.filter((p) => localeOfPath(p) === DEFAULT_LOCALE);
  const built = new Set(every);
  const samples = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).flatMap((locale) =>
    PAGE_KINDS.flatMap((kind) => {
      const first = english.find((p) => kind.test(p));
      const twin = first && localizedPath(first, locale);
      return twin && built.has(twin) ? [twin] : [];
    }),
  );
  return [...english, ...new Set(samples)];
}

/** The built HTML of a page path. */
export function builtHtml(pagePath: string): string {
  return fs.readFileSync(path.resolve(__dirname, '../../public', `.${pagePath}`, 'index.html'), 'utf8');
}

/** Service pages chosen so that together they use every section kind content uses (greedy cover), for per-section checks. */
export function servicePagesCoveringEverySection(): string[] {
  const dir = path.resolve(__dirname, '../../content/services');
  const pages = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.en.json'))
    .sort()
    .map((f) => {
      const data = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as { components: { name: string }[] };
      return { path: `/services/${path.basename(f, '.en.json')}/`, kinds: new Set(data.components.map((c) => c.name)) };
    });
  const missing = new Set(pages.flatMap((p) => [...p.kinds]));
  const chosen: string[] = [];
  while (missing.size > 0) {
    const best = pages.reduce((a, b) =>
      [...b.kinds].filter((k) => missing.has(k)).length > [...a.kinds].filter((k) => missing.has(k)).length ? b : a,
    );
    chosen.push(best.path);
    best.kinds.forEach((k) => missing.delete(k));
  }
  return chosen;
}

/**
 * Lays out every below-the-fold section now, as scrolling through the page would: they use `content-visibility: auto`
 * (src/styles/_tokens.scss), and Chromium leaves a section it has not rendered yet without innerText or colours to check.
 */
export async function renderWholePage(page: Page): Promise<void> {
  await page.addStyleTag({ content: RENDER_WHOLE_PAGE_CSS });
}

/** Waits for finite, time-based animations (the headline word reveal) to end, so checks see the settled page. */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.timeline === document.timeline && a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** Service pages whose Hero shows a scroll image (the page's LCP image). */
export function servicePagesWithHeroImage(): string[] {
  const dir = path.resolve(__dirname, '../../content/services');
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.en.json'))
    .filter((f) => {
      const data = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as {
        components: { name: string; props: { scrollMedia?: { image?: string } } }[];
      };
      return data.components[0]?.name === 'Hero' && Boolean(data.components[0].props.scrollMedia?.image);
    })
    .map((f) => `/services/${path.basename(f, '.en.json')}/`)
    .sort();
}
