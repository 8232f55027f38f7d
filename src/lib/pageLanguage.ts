/** What a page knows of its language (from its context, set by createPages): its own language and the address of each language it exists in, for hreflang, canonicals and the language switcher. */
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from './locales';

export interface PageLanguageContext {
  locale: Locale;
  /** The page's address in each language it exists in, its own included. */
  alternates: Partial<Record<Locale, string>>;
}

/** The language context of any page's context, defaulting to an English-only page. */
export function pageLanguageOf(context: unknown): PageLanguageContext {
  const { locale, alternates } = (context ?? {}) as Partial<PageLanguageContext>;
  return {
    locale: isLocale(locale) ? locale : DEFAULT_LOCALE,
    alternates: alternates && typeof alternates === 'object' ? alternates : {},
  };
}

/** Marks the language switcher's links, for the server's filtered /cases/ answer, which adds the query to them (server/filteredCases.ts). */
export const SWITCH_ATTRIBUTE = 'data-language-switch';

/** The hreflang cluster of a page, as `[hreflang, path]` pairs: each language the page exists in, then `x-default` (the default language's page), for the head's alternate links and the sitemap's. */
export function hreflangCluster(alternates: PageLanguageContext['alternates']): [string, string][] {
  const cluster: [string, string][] = LOCALES.flatMap((locale) =>
    alternates[locale] ? [[locale, alternates[locale]] as [string, string]] : [],
  );
  const fallback = alternates[DEFAULT_LOCALE];
  return fallback ? [...cluster, ['x-default', fallback]] : cluster;
}
