import { isListedInSitemap, sitemapPages } from '../../src/gatsby-node/sitemap';

test('404 pages and redirect pages stay out of the sitemap', () => {
  expect(isListedInSitemap({ path: '/404/' })).toBe(false);
  expect(isListedInSitemap({ path: '/404.html' })).toBe(false);
  expect(isListedInSitemap({ path: '/dev-404-page/' })).toBe(false);
  expect(isListedInSitemap({ path: '/old-page/', pageContext: { redirect: true } })).toBe(false);
  expect(isListedInSitemap({ path: '/404-ways-to-win/' })).toBe(true);
  expect(
    sitemapPages({ allSitePage: { nodes: [{ path: '/' }, { path: '/404/' }, { path: '/cases/', pageContext: { id: 'x' } }] } }),
  ).toEqual([{ path: '/' }, { path: '/cases/' }]);
});

test('the sitemap lists pages by path, whatever order the pages were created in', () => {
  const nodes = [{ path: '/services/ux-audit/' }, { path: '/cases/' }, { path: '/' }, { path: '/blog/' }];
  expect(sitemapPages({ allSitePage: { nodes } }).map((page) => page.path)).toEqual(['/', '/blog/', '/cases/', '/services/ux-audit/']);
});
