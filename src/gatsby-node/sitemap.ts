/** Which built pages the sitemap lists, and in what order: all of them except 404 pages (of every language) and redirect pages (`context: { redirect: true }`), by path, each with its hreflang cluster as `xhtml:link` alternates. */
import { unlocalizedPath } from '../lib/locales';
import { hreflangCluster, pageLanguageOf, type PageLanguageContext } from '../lib/pageLanguage';

export interface SitemapQuery {
  allSitePage: { nodes: { path: string; pageContext?: Record<string, unknown> | null }[] };
}

export interface SitemapPage {
  path: string;
  alternates: PageLanguageContext['alternates'];
}

export const isListedInSitemap = (page: { path: string; pageContext?: Record<string, unknown> | null }) =>
  !/^\/(404|dev-404-page)(\/|\.html|$)/.test(unlocalizedPath(page.path)) && page.pageContext?.redirect !== true;

/** Sorted by path, so every build writes the same sitemap whatever order Gatsby created the pages in. */
export const sitemapPages = (data: SitemapQuery): SitemapPage[] =>
  data.allSitePage.nodes
    .filter(isListedInSitemap)
    .map((page) => ({ path: page.path, alternates: pageLanguageOf(page.pageContext).alternates }))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));

/** A page's sitemap entry: its address and one alternate link per entry of its hreflang cluster. */
export const sitemapEntry = (page: SitemapPage, siteUrl: string) => ({
  url: page.path,
  links: hreflangCluster(page.alternates).map(([lang, path]) => ({ lang, url: `${siteUrl}${path}` })),
});
