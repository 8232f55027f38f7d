/** Every language's content/site.<language>.json, imported (Gatsby's SSR bundle warns about fs) for the code that runs outside a page's React tree: the document shell (gatsby-ssr) and the lead endpoint. */
import en from '../../content/site.en.json';
import de from '../../content/site.de.json';
import type { Locale } from '../lib/locales';

export const siteFiles: Record<Locale, typeof en> = { en, de };
