/** Site search's documents and MiniSearch settings, shared by the build (which writes the index) and the browser (which loads and queries it). */
import MiniSearch, { type Options, type SearchOptions } from 'minisearch';
import { DEFAULT_LOCALE, type Locale } from './locales';
import { termOf } from './searchTerms';

/** What a result is: a service page, a case study or a blog post (reviews and articles). */
export const searchKinds = ['service', 'case', 'review', 'article'] as const;
export type SearchKind = (typeof searchKinds)[number];

/** One searchable page: what is matched (title, description, headings, body) and what a result shows (kind, context, title, text). */
export interface SearchDocument {
  path: string;
  kind: SearchKind;
  title: string;
  /** The summary shown under a result's title; matched as the description too. */
  text: string;
  /** A few words of context beside the kind: a service's group, a case's client, a review's author. */
  context: string;
  /** Other names and summaries of the page (its SEO title and description), matched like the description. */
  description: string;
  headings: string;
  body: string;
}

/** A result as the search dialog shows it. */
export type SearchHit = Pick<SearchDocument, 'path' | 'kind' | 'context' | 'title' | 'text'> & {
  /** The indexed words the query matched, for highlighting. */
  terms: string[];
};

/**
 * A site path in `locale` (`/de` before a German one), for the search chunk. Not locales.ts's localePrefix: the search
 * chunk shares that module with every page's first-load code, and an export it used would stay in that code.
 */
export const inLocale = (path: string, locale: Locale) => `${locale === DEFAULT_LOCALE ? '' : `/${locale}`}${path}`;

/** The path a language's index is served from (a static file written at build time): `/search-index.json` for English, `/de/search-index.json` for German, each with only its language's pages. */
export const searchIndexPath = (locale: Locale) => inLocale('/search-index.json', locale);

/** Fewest characters that make a query: one letter would match most of the site (and cost the most), so it still shows the suggestions. */
export const MIN_QUERY = 2;

/** Whether the visitor has typed enough to search. */
export const isQuery = (query: string) => query.trim().length >= MIN_QUERY;

/** Shown results at most; the count still says how many matched. */
export const MAX_HITS = 8;

/** Longest summary kept in the index for a result's second line. */
const MAX_TEXT = 150;

/** Fields matched, fields kept for display, and the same tokenizing in the build and the browser (MiniSearch requires the same options to load an index). */
export const indexOptions: Options<SearchDocument> = {
  idField: 'path',
  fields: ['title', 'description', 'headings', 'body'],
  storeFields: ['kind', 'context', 'title', 'text'],
};

/** A language's index options: the same fields, with its words turned into terms as `termOf` says (the browser's query terms; the build may add more terms per word). */
export function indexOptionsFor(locale: Locale): Options<SearchDocument> {
  const processTerm = termOf[locale];
  return processTerm ? { ...indexOptions, processTerm } : indexOptions;
}

/** Title matches first, then headings and summaries; every word must match, the last one as a prefix (results update as the visitor types), longer words with a typo. */
export const queryOptions: SearchOptions = {
  boost: { title: 5, headings: 2, description: 2 },
  combineWith: 'AND',
  prefix: true,
  fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
};

/** Collapses whitespace and cuts a summary at a word boundary, with an ellipsis only when something was cut. */
export function summary(text: string, max = MAX_TEXT): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max + 1);
  const end = cut.lastIndexOf(' ');
  return `${(end > max / 2 ? cut.slice(0, end) : clean.slice(0, max)).replace(/[\s,.;:!?–—-]+$/, '')}…`;
}

/** Joins text pieces once each, in order (a page repeating its title in a heading is not matched twice as strongly). */
export function joinUnique(pieces: readonly string[], exclude: readonly string[] = []): string {
  const seen = new Set(exclude.map((piece) => piece.trim().toLowerCase()));
  const kept: string[] = [];
  for (const piece of pieces) {
    const clean = piece.replace(/\s+/g, ' ').trim();
    const key = clean.toLowerCase();
    if (!clean || seen.has(key)) continue;
    seen.add(key);
    kept.push(clean);
  }
  return kept.join(' \n ');
}

/** The serialized index: documents sorted by path, so the same content always writes the same bytes. `options` are the language's (English by default). */
export function buildSearchIndex(documents: readonly SearchDocument[], options: Options<SearchDocument> = indexOptions): string {
  const paths = new Set<string>();
  for (const doc of documents) {
    if (paths.has(doc.path)) throw new Error(`search index: two documents for ${doc.path}`);
    paths.add(doc.path);
  }
  const index = new MiniSearch<SearchDocument>(options);
  index.addAll([...documents].sort((a, b) => a.path.localeCompare(b.path)));
  return JSON.stringify(index);
}

/** A language's index, from its serialized JSON; its queries are turned into terms as its language says. */
export const loadSearchIndex = (json: string, locale: Locale = DEFAULT_LOCALE) =>
  MiniSearch.loadJSON<SearchDocument>(json, indexOptionsFor(locale));

/** The same, in slices that yield to the browser between them, so a visitor typing while it loads is not held up. */
export const loadSearchIndexAsync = (json: string, locale: Locale = DEFAULT_LOCALE) =>
  MiniSearch.loadJSONAsync<SearchDocument>(json, indexOptionsFor(locale));

/** Matches of `query`, best first: how many matched, and the first MAX_HITS to show. A query shorter than MIN_QUERY matches nothing. */
export function searchSite(index: MiniSearch<SearchDocument>, query: string, max = MAX_HITS): { total: number; hits: SearchHit[] } {
  if (!isQuery(query)) return { total: 0, hits: [] };
  const results = index.search(query, queryOptions);
  return {
    total: results.length,
    hits: results.slice(0, max).map((result) => ({
      path: String(result.id),
      kind: result.kind as SearchKind,
      title: String(result.title),
      context: String(result.context),
      text: String(result.text),
      terms: result.terms,
    })),
  };
}
