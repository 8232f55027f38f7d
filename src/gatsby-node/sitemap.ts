/** Which built pages the sitemap lists: all of them except 404 pages and redirect pages (`context: { redirect: true }`). */

export interface SitemapQuery {
  allSitePage: { nodes: { path: string; pageContext?: Record<string, unknown> | null }[] };
}

export const isListedInSitemap = (page: { path: string; pageContext?: Record<string, unknown> | null }) =>
  !/^\/(404|dev-404-page)(\/|\.html|$)/.test(page.path) && page.pageContext?.redirect !== true;

export const sitemapPages = (data: SitemapQuery) => data.allSitePage.nodes.filter(isListedInSitemap).map((page) => ({ path: page.path }));
