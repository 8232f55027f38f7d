/** Each language's site settings (content/site.<lang>.json) as imported JSON, for code that cannot read files when it runs: the server-rendering entry and the lead server. */
import en from '../../content/site.en.json';
import de from '../../content/site.de.json';
import type { Locale } from '../lib/locales';

export const siteSettingsByLocale: Record<Locale, typeof en> = { en, de };
