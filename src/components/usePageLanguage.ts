/** The page's language and its twins in the other languages, for any component: wrapPageElement provides them from the page's context. */
import { createContext, useContext } from 'react';
import { DEFAULT_LOCALE, localePrefix } from '../lib/locales';
import type { PageLanguageContext } from '../lib/pageLanguage';

export const PageLanguage = createContext<PageLanguageContext>({ locale: DEFAULT_LOCALE, alternates: {} });

export const usePageLanguage = () => useContext(PageLanguage);

/** The language the page is in. */
export const useLocale = () => useContext(PageLanguage).locale;

/**
 * What this page's addresses start with ('' in English, '/de' in German), put before the paths components compose ('/cases/',
 * the search page) so a German page leads to German pages; content links and GraphQL paths come localized from the build.
 */
export const useLocalePrefix = () => localePrefix(useContext(PageLanguage).locale);
