/** Content links are classified as site paths, external URLs or neither (mailto). */
import { isExternalHref, isSitePath } from '../../src/components/links';

test.each([
  ['/about-us/', true, false],
  ['https://clutch.co/profile/oakline', false, true],
  ['mailto:hello@oakline.studio', false, false],
  ['//cdn.example.com/x', false, false],
])('%s: site path %s, external %s', (href, site, external) => {
  expect(isSitePath(href)).toBe(site);
  expect(isExternalHref(href)).toBe(external);
});
