/** Breadcrumb trail (Home first, last crumb is the current page) and its schema.org BreadcrumbList. */
import { truncateWords } from './truncateWords';

export interface Crumb {
  label: string;
  path: string;
}

export interface TrailItem {
  /** Visible label, cut to four words. */
  label: string;
  /** The whole label, for assistive technology when it was cut. */
  fullLabel: string;
  truncated: boolean;
  path: string;
  /** Site-root-relative link, or null for the current page (last crumb). */
  href: string | null;
}

export const BREADCRUMB_WORDS = 4;

/** Crumb labels of the three listings, from content (copy.casesPage.crumb, copy.servicesPage.crumb, copy.blogPage.crumb). */
export interface ListingLabels {
  cases: string;
  services: string;
  blog: string;
}

/** The listing each address family sits under: every blog post (and kind listing) under the blog. */
const LISTINGS: readonly { prefixes: readonly string[]; path: string; label: keyof ListingLabels }[] = [
  { prefixes: ['/cases/'], path: '/cases/', label: 'cases' },
  { prefixes: ['/services/'], path: '/services/', label: 'services' },
  { prefixes: ['/blog/'], path: '/blog/', label: 'blog' },
];

/**
 * The one breadcrumb rule for every page below the home page (Home itself is added by buildTrail): the listing its address
 * sits under, then its category when it has one, then the page; a listing page is just itself, a standalone page just itself.
 */
export function crumbsFor(page: Crumb, labels: ListingLabels, category?: Crumb | null): Crumb[] {
  const listing = LISTINGS.find((l) => l.prefixes.some((prefix) => page.path.startsWith(prefix)));
  const trail: Crumb[] = [];
  if (listing && listing.path !== page.path) trail.push({ label: labels[listing.label], path: listing.path });
  if (category && category.path !== page.path) trail.push(category);
  trail.push(page);
  return trail;
}

const joinRoot = (root: string, path: string) => `${root.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;

/** Home, then the given crumbs; every crumb but the last links to the site root plus its path. */
export function buildTrail(crumbs: readonly Crumb[], root = '/', homeLabel = 'Home'): TrailItem[] {
  const all: Crumb[] = [{ label: homeLabel, path: '/' }, ...crumbs];
  return all.map((crumb, i) => {
    const label = truncateWords(crumb.label, BREADCRUMB_WORDS);
    const fullLabel = crumb.label.trim().replace(/\s+/g, ' ');
    return {
      label,
      fullLabel,
      truncated: label !== fullLabel,
      path: crumb.path,
      href: i === all.length - 1 ? null : joinRoot(root, crumb.path),
    };
  });
}

/** The same trail as schema.org BreadcrumbList JSON-LD, with absolute URLs on the site origin. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[], siteUrl: string, homeLabel = 'Home') {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: buildTrail(crumbs, '/', homeLabel).map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.fullLabel,
      item: joinRoot(siteUrl, item.path),
    })),
  };
}
