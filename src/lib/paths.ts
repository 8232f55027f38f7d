/** Site paths computed from content slugs, so no component or page ever hand-types a URL that content already knows. */

/** Trailing-slash form Gatsby serves without a redirect. */
const withSlash = (path: string) => (path.endsWith('/') ? path : `${path}/`);

export const servicePath = (slug: string) => `/services/${slug}/`;

/** Case card/detail link: `/{pageHref}/{category}/{slug}/`, or `/{pageHref}/{slug}/` when there is no category. */
export function casePath(slug: string, category?: string | null, pageHref = 'cases'): string {
  const base = pageHref.replace(/^\/+|\/+$/g, '');
  return withSlash(`/${[base, category, slug].filter((part) => part !== undefined && part !== null && part !== '').join('/')}`);
}

export const caseCategoryPath = (category: string, pageHref = 'cases') => casePath(category, null, pageHref);

/** The blog listing, its kind listings (/blog/review/) and its RSS feed, one per language inside that language's listing (`/blog/rss.xml`, `/de/blog/rss.xml`). */
export const BLOG_PATH = '/blog/';
export const blogKindPath = (kind: string) => `/blog/${kind}/`;
export const BLOG_FEED_FILE = 'rss.xml';
export const blogFeedPath = (localizedBlogPath: string) => `${localizedBlogPath}${BLOG_FEED_FILE}`;

export const blogReviewPath = (slug: string) => `/blog/review/${slug}/`;

export const blogArticlePath = (slug: string) => `/blog/case-study/${slug}/`;

/** Standalone pages from content/pages: "home" is the site root, others live at /<slug>/. */
export const pagePath = (slug: string) => (slug === 'home' ? '/' : `/${slug}/`);

/** Notices from content/legal live at /<slug>/ too; the privacy notice is the one every form links to. */
export const legalPath = (slug: string) => `/${slug}/`;
export const PRIVACY_PATH = legalPath('privacy');

/** The page listing everything the site search covers (the header's search control without JavaScript). */
export const SEARCH_PAGE_PATH = '/search/';
