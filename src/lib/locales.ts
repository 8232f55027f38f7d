/** The site's languages and how an address carries its language: English keeps today's addresses, German lives under /de/. */

export const LOCALES = ['en', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** The tag Intl formats with (dates, numbers, plurals): British English, German as written in Germany. */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-GB', de: 'de-DE' };

/** What a language's address starts with: '' for the default language, '/de' for German. */
export const localePrefix = (locale: Locale) => (locale === DEFAULT_LOCALE ? '' : `/${locale}`);

/** Pure, so a bundle that reads only the prefix (the browser's) drops it. */
const PREFIXED = /* @__PURE__ */ new RegExp(`^/(${LOCALES.filter((l) => l !== DEFAULT_LOCALE).join('|')})(?=/|$)`);

/** The language of a site address, read from its prefix. */
export function localeOfPath(path: string): Locale {
  const match = PREFIXED.exec(path);
  return match && isLocale(match[1]) ? match[1] : DEFAULT_LOCALE;
}

/** A site address without its language prefix: `/de/cases/` → `/cases/`, `/de/` → `/`. */
export function unlocalizedPath(path: string): string {
  const rest = path.replace(PREFIXED, '');
  return rest === '' ? '/' : rest;
}

/**
 * A page address in `locale`: `/cases/?category=saas` → `/de/cases/?category=saas`. Only site pages move: external URLs,
 * `mailto:`, hash-only links and files (a last segment with an extension, such as `/pdf/main/x.pdf`) come back as given.
 */
export function localizedPath(href: string, locale: Locale): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const pathname = href.split(/[?#]/, 1)[0] ?? href;
  if (/\.[a-z0-9]+$/i.test(pathname)) return href;
  const bare = unlocalizedPath(pathname);
  return `${localePrefix(locale)}${bare}${href.slice(pathname.length)}`;
}
