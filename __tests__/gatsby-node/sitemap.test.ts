import { isListedInSitemap, sitemapEntry, sitemapPages } from '../../src/gatsby-node/sitemap';

test('404 pages and redirect pages stay out of the sitemap', () => {
  expect(isListedInSitemap({ path: '/404/' })).toBe(false);
  expect(isListedInSitemap({ path: '/404.html' })).toBe(false);
  expect(isListedInSitemap({ path: '/dev-404-page/' })).toBe(false);
  expect(isListedInSitemap({ path: '/old-page/', pageContext: { redirect: true } })).toBe(false);
  expect(isListedInSitemap({ path: '/404-ways-to-win/' })).toBe(true);
  expect(isListedInSitemap({ path: '/de/404/' })).toBe(false);
  expect(isListedInSitemap({ path: '/de/404.html' })).toBe(false);
  expect(
    sitemapPages({ allSitePage: { nodes: [{ path: '/' }, { path: '/404/' }, { path: '/cases/', pageContext: { id: 'x' } }] } }),
  ).toEqual([
    { path: '/', alternates: {} },
    { path: '/cases/', alternates: {} },
  ]);
});

test('the sitemap lists pages by path, whatever order the pages were created in', () => {
  const nodes = [{ path: '/services/ux-audit/' }, { path: '/cases/' }, { path: '/' }, { path: '/blog/' }];
  expect(sitemapPages({ allSitePage: { nodes } }).map((page) => page.path)).toEqual(['/', '/blog/', '/cases/', '/services/ux-audit/']);
});

test('each sitemap entry names the page in every language it exists in, and English as the default', () => {
  const [german, englishOnly] = sitemapPages({
    allSitePage: {
      nodes: [
        { path: '/de/cases/', pageContext: { locale: 'de', alternates: { en: '/cases/', de: '/de/cases/' } } },
        { path: '/services/new/', pageContext: { locale: 'en', alternates: { en: '/services/new/' } } },
      ],
    },
  });
  expect(sitemapEntry(german, 'https://oakline.studio')).toEqual({
    url: '/de/cases/',
    links: [
      { lang: 'en', url: 'https://oakline.studio/cases/' },
      { lang: 'de', url: 'https://oakline.studio/de/cases/' },
      { lang: 'x-default', url: 'https://oakline.studio/cases/' },
    ],
  });
  expect(sitemapEntry(englishOnly, 'https://oakline.studio').links.map((link) => link.lang)).toEqual(['en', 'x-default']);
});
