/** Sitewide settings from content/site.json, for any component. */
import { graphql, useStaticQuery } from 'gatsby';

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
        nav { label href }
        footerLinks { label href }
        socialLinks { label href }
        pdf { main fileName }
      }
    }
  `);
  if (!data.siteJson) throw new Error('content/site.json is missing');
  return data.siteJson;
}
