/** The `lang` a client's quote carries: a testimonial or review stays in the words the client said (English), so a page in another language marks it for screen readers. Apart from usePageLanguage, which every page loads, so only quoting sections ship it. */
import { useLocale } from './usePageLanguage';
import type { Locale } from '../lib/locales';

/** The language clients' quotes are in, on every page. */
const QUOTE_LOCALE: Locale = 'en';

export function useQuoteLanguage(): Locale | undefined {
  return useLocale() === QUOTE_LOCALE ? undefined : QUOTE_LOCALE;
}
