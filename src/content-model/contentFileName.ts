/** A content file's name carries its record's slug and language (`ux-audit.de.json`), the layout Decap CMS's `multiple_files` i18n structure reads and writes. */
import { isLocale, LOCALES, type Locale } from '../lib/locales';

export const contentFileName = (slug: string, locale: Locale) => `${slug}.${locale}.json`;

/** Slug and language of a content file name, or undefined when the name does not end in `.<language>.json`. */
export function parseContentFileName(name: string): { slug: string; locale: Locale } | undefined {
  const match = /^(.+)\.([a-z]{2})\.json$/.exec(name);
  return match?.[1] && isLocale(match[2]) ? { slug: match[1], locale: match[2] } : undefined;
}

/** What the checks say of a JSON file whose name has no language. */
export const missingLanguageMessage = (name: string) =>
  `file name "${name}" does not end in its language (${LOCALES.map((l) => `.${l}.json`).join(' or ')})`;
