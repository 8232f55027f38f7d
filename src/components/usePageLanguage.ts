/** The page's language and its twins in the other languages, for any component: wrapPageElement provides them from the page's context. */
import { createContext, useContext } from 'react';
import { DEFAULT_LOCALE, localizedPath } from '../lib/locales';
import type { PageLanguageContext } from '../lib/pageLanguage';

export const PageLanguage = createContext<PageLanguageContext>({ locale: DEFAULT_LOCALE, alternates: {} });

export const usePageLanguage = () => useContext(PageLanguage);

/** The language the page is in. */
export const useLocale = () => useContext(PageLanguage).locale;

/** A site address as this page's language has it: content and shell links name English paths, a German page leads to German pages. */
export function useLocalizedPath(): (href: string) => string {
  const { locale } = useContext(PageLanguage);
  return (href) => localizedPath(href, locale);
}
