/** Sitewide settings from content/site.en.json, for any component: links, contact details and every visible label (`copy`). */
import { graphql, useStaticQuery } from 'gatsby';
import type { SiteCopy } from '../content-model/copy';

export function useSiteSettings() {
  const data = useStaticQuery<Queries.SiteSettingsQuery>(graphql`
    query SiteSettings {
      siteJson {
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
  `);
  if (!data.siteJson) throw new Error('content/site.en.json is missing');
  /** `copy` is one JSON value in GraphQL; the content checks validated it against SiteCopy before the build. */
  return { ...data.siteJson, copy: data.siteJson.copy as SiteCopy };
}

/** The visible copy alone. */
export const useCopy = () => useSiteSettings().copy;

/** The figures page copy may name as placeholders (`{foundingYear}`, `{yearsSinceFounding}`), computed at build time. */
export function useSiteFigures(): Record<string, number> {
  const { foundingYear, yearsSinceFounding } = useSiteSettings();
  return { foundingYear, yearsSinceFounding };
}
