/** Which built pages the sitemap lists, and in what order: all of them except 404 pages and redirect pages (`context: { redirect: true }`), by path. */

export interface SitemapQuery {
  allSitePage: { nodes: { path: string; pageContext?: Record<string, unknown> | null }[] };
}

export const isListedInSitemap = (page: { path: string; pageContext?: Record<string, unknown> | null }) =>
  !/^\/(404|dev-404-page)(\/|\.html|$)/.test(page.path) && page.pageContext?.redirect !== true;

/** Sorted by path, so every build writes the same sitemap whatever order Gatsby created the pages in. */
export const sitemapPages = (data: SitemapQuery) =>
  data.allSitePage.nodes
    .filter(isListedInSitemap)
    .map((page) => ({ path: page.path }))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
