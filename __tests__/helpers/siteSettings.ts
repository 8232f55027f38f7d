/** Site settings as useStaticQuery returns them, for component tests. */
import { useStaticQuery } from 'gatsby';
import site from '../../content/site.json';

export function mockSiteSettings() {
  (useStaticQuery as jest.Mock).mockReturnValue({ siteJson: site });
  return site;
}
