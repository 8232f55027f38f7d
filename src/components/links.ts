/** Tells content links apart: site paths use the router, absolute URLs open in a new tab, mailto stays a plain link. */

/** True for absolute http(s) URLs, which leave the site. */
export const isExternalHref = (href: string) => /^https?:\/\//i.test(href);

/** True for site-internal paths ("/about-us/"), which go through Gatsby's Link. */
export const isSitePath = (href: string) => href.startsWith('/') && !href.startsWith('//');
