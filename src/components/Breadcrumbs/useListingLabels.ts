/** The listing crumb labels from content, for the site-wide breadcrumb rule (crumbsFor in src/lib/breadcrumbs.ts). */
import { crumbsFor, type Crumb, type ListingLabels } from '../../lib/breadcrumbs';
import { useCopy } from '../useSiteSettings';

export function useListingLabels(): ListingLabels {
  const { casesPage, servicesPage, blogPage } = useCopy();
  return { cases: casesPage.crumb, services: servicesPage.crumb, blog: blogPage.crumb };
}

/** The trail to a page, under the listing its address belongs to. */
export const useCrumbs = (page: Crumb) => crumbsFor(page, useListingLabels());
