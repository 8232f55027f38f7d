/** Classifies content hrefs: site paths go through gatsby Link, https URLs open in a new tab, mailto stays a plain link. */
export const isInternalHref = (href: string) => href.startsWith('/') && !href.startsWith('//');

export const isExternalHref = (href: string) => /^https?:\/\//i.test(href);
