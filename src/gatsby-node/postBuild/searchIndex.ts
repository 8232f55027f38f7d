/** Writes the site search's index per language (public/search-index.json, public/de/search-index.json), which the browser downloads only when search opens. */
import fs from 'node:fs';
import path from 'node:path';
import type { Options } from 'minisearch';
import { searchDocuments } from '../searchDocuments';
import { buildSearchIndex, indexOptionsFor, searchIndexPath, type SearchDocument } from '../../lib/siteSearch';
import { LOCALES, type Locale } from '../../lib/locales';
import { germanIndexOptions } from './searchCompounds';

/** The options a language's index is built with: German splits compounds against its own pages' words. */
const buildOptions = (locale: Locale, documents: readonly SearchDocument[]): Options<SearchDocument> =>
  locale === 'de' ? germanIndexOptions(documents) : indexOptionsFor(locale);

/** A language's index of its documents, as served. */
export const searchIndexOf = (documents: readonly SearchDocument[], locale: Locale) =>
  buildSearchIndex(documents, buildOptions(locale, documents));

/** The index of `contentDir`'s services, cases and blog posts in `locale`, as served. */
export const searchIndexJson = (contentDir: string, locale: Locale) => searchIndexOf(searchDocuments(contentDir, locale), locale);

export interface WrittenIndex {
  locale: Locale;
  file: string;
  documents: number;
  bytes: number;
}

/** Writes every language's index; a language without pages (no German files yet) gets an empty index, so its dialog says nothing matches. */
export function writeSearchIndexes(publicDir: string, contentDir: string): WrittenIndex[] {
  return LOCALES.map((locale) => {
    const documents = searchDocuments(contentDir, locale);
    const json = searchIndexOf(documents, locale);
    const file = path.join(publicDir, searchIndexPath(locale));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, json);
    return { locale, file, documents: documents.length, bytes: Buffer.byteLength(json) };
  });
}
