/** Which languages each page exists in: a page's context names its language and its twins (hreflang, the switcher), and the build lists the pages still waiting for a translation. */
import type { Reporter } from 'gatsby';
import { DEFAULT_LOCALE, localizedPath, type Locale } from '../lib/locales';
import type { PageLanguageContext } from '../lib/pageLanguage';

export class PageLanguages {
  private readonly paths = new Map<string, Partial<Record<Locale, string>>>();

  constructor(private readonly locales: readonly Locale[]) {}

  /** Records that the page `key` (the same for every language of one content record) is at `path` in `locale`. */
  add(key: string, locale: Locale, path: string): void {
    if (!this.locales.includes(locale)) return;
    this.paths.set(key, { ...this.paths.get(key), [locale]: path });
  }

  /** The context a page of `key` in `locale` carries. */
  contextOf(key: string, locale: Locale): PageLanguageContext {
    return { locale, alternates: this.paths.get(key) ?? { [locale]: '' } };
  }

  /** The pages of the default language with no twin in another language the site has, each with the file to write. */
  missing(fileOf: (key: string) => string): string[] {
    const lines: string[] = [];
    for (const [key, paths] of this.paths) {
      const source = paths[DEFAULT_LOCALE];
      if (!source) continue;
      for (const locale of this.locales)
        if (!paths[locale]) lines.push(`${source} has no ${locale} version: ${fileOf(key).replace('<language>', locale)}`);
    }
    return lines.sort();
  }

  /** Prints the missing translations (a page without one is built in the default language only). */
  reportMissing(reporter: Reporter, fileOf: (key: string) => string): void {
    const lines = this.missing(fileOf);
    if (lines.length > 0)
      reporter.warn(`Missing translations (${lines.length}); these pages are built without them:\n  ${lines.join('\n  ')}`);
    else if (this.locales.length > 1) reporter.info(`Missing translations: none (every page is in ${this.locales.join(', ')})`);
  }
}

/** The context of a listing or file-system page, which exists in every language the site has at the same path after the prefix (`addressIn` gives it for a page whose address is a file, /404.html). */
export const listingLanguages = (
  path: string,
  locale: Locale,
  locales: readonly Locale[],
  addressIn: (l: Locale) => string = (l) => localizedPath(path, l),
): PageLanguageContext => ({
  locale,
  alternates: Object.fromEntries(locales.map((l) => [l, addressIn(l)])),
});
