/**
 * The language a Decap preview shows. With i18n, Decap previews the language picked in the editor's left pane by
 * putting that language's data in the entry's `data` (its `i18n.<language>.data`); the entry's path stays the default
 * language's file, so the data itself says which language it is.
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../lib/locales';

/** The parts of Decap's immutable entry the preview reads. */
export interface PreviewEntry {
  get(key: 'data'): unknown;
  getIn(keys: [string, string, string]): unknown;
}

export function entryLocale(entry: PreviewEntry): Locale {
  const data = entry.get('data');
  return (
    LOCALES.find((locale) => locale !== DEFAULT_LOCALE && data !== undefined && entry.getIn(['i18n', locale, 'data']) === data) ??
    DEFAULT_LOCALE
  );
}
