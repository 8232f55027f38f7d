/** The fields every content record gets: its slug and language (from the file name), the key references link by, for routed collections its page path, for blog posts their reading time. */
import path from 'node:path';
import { collections } from '../content-model/collections';
import { parseContentFileName } from '../content-model/contentFileName';
import { postBody, readingMinutes } from '../lib/blogPosts';
import { DEFAULT_LOCALE, type Locale } from '../lib/locales';

/** What a reference from a record in `locale` to `slug` links by: a German page shows the German record of a case or testimonial. */
export const refKey = (locale: Locale, slug: string) => `${locale}/${slug}`;

export function recordFields(typeName: string, file: string, data: Record<string, unknown>): Record<string, string | number> {
  const collection = collections.find((c) => c.typeName === typeName);
  const { slug, locale } = parseContentFileName(path.basename(file)) ?? { slug: path.basename(file, '.json'), locale: DEFAULT_LOCALE };
  return {
    slug,
    locale,
    refKey: refKey(locale, slug),
    ...(collection?.pathOf ? { path: collection.pathOf(slug, data, locale) } : {}),
    ...(collection?.blogKind ? { readingMinutes: readingMinutes(postBody(collection.blogKind, data)) } : {}),
  };
}
