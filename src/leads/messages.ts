/** The contact form's field messages for the endpoint, per language, from content/site.<language>.json (the browser form gets the same copy through useSiteSettings). */
import { siteFiles } from '../content-model/siteFiles';
import type { LeadMessages } from '../lib/contactSchema';
import { LOCALES, type Locale } from '../lib/locales';

export const leadMessages = Object.fromEntries(LOCALES.map((locale) => [locale, siteFiles[locale].copy.forms.errors])) as Record<
  Locale,
  LeadMessages
>;
