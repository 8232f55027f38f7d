/** Site settings as useStaticQuery returns them, for component tests: content/site.en.json and site.de.json as the build stores them (German links to German pages) and the figures the build computes from them. */
import { useStaticQuery } from 'gatsby';
import content from '../../content/site.en.json';
import german from '../../content/site.de.json';
import { siteYears } from '../../src/lib/siteYears';
import { linkedInLanguage } from '../../src/gatsby-node/linkedInLanguage';

/** `now`: the build date the years follow from (default: today, as a build computes them). */
export function mockSiteSettings(now = new Date()) {
  const site = { ...content, ...siteYears(content.foundingYear, now) };
  const germanSite = { ...linkedInLanguage('SiteJson', german, 'de'), ...siteYears(german.foundingYear, now) };
  (useStaticQuery as jest.Mock).mockReturnValue({
    allSiteJson: {
      nodes: [
        { ...site, locale: 'en' },
        { ...germanSite, locale: 'de' },
      ],
    },
  });
  return site;
}
