/** Sitewide settings from content/site.<language>.json in the page's language, for any component: links, contact details and every visible label (`copy`). */
import { graphql, useStaticQuery } from 'gatsby';
import type { SiteCopy } from '../content-model/copy';
import { DEFAULT_LOCALE, type Locale } from '../lib/locales';
import { useLocale } from './usePageLanguage';

/** The settings in the page's language, or in `inLocale` (the language switcher names the other language in its own words). */
export function useSiteSettings(inLocale?: Locale) {
  const data = useStaticQuery<Queries.SiteSettingsQuery>(graphql`
    query SiteSettings {
      allSiteJson {
        nodes {
          locale
          agencyName
          tagline
          siteUrl
          contactEmail
          sayHelloUrl
          copyrightYear
          foundingYear
          yearsSinceFounding
          nav {
            label
            href
          }
          footerLinks {
            label
            href
          }
          socialLinks {
            label
            href
          }
          pdf {
            main
            fileName
          }
          serviceGroups {
            id
            title
            text
          }
          copy
        }
      }
    }
  `);
  const pageLocale = useLocale();
  const locale = inLocale ?? pageLocale;
  const nodes = data.allSiteJson.nodes;
  const settings = nodes.find((node) => node.locale === locale) ?? nodes.find((node) => node.locale === DEFAULT_LOCALE) ?? nodes[0];
  if (!settings) throw new Error('content/site.en.json is missing');
  /** `copy` is one JSON value in GraphQL; the content checks validated it against SiteCopy before the build. */
  return { ...settings, copy: settings.copy as SiteCopy };
}

/** The visible copy alone. */
export const useCopy = () => useSiteSettings().copy;

/** The figures page copy may name as placeholders (`{foundingYear}`, `{yearsSinceFounding}`), computed at build time. */
export function useSiteFigures(): Record<string, number> {
  const { foundingYear, yearsSinceFounding } = useSiteSettings();
  return { foundingYear, yearsSinceFounding };
}
