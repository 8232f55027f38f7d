/** The listing crumb labels from content, for the site-wide breadcrumb rule (crumbsFor in src/lib/breadcrumbs.ts). */
import type { ListingLabels } from '../../lib/breadcrumbs';
import { useCopy } from '../useSiteSettings';

export function useListingLabels(): ListingLabels {
  const { casesPage, servicesPage, blogPage } = useCopy();
  return { cases: casesPage.crumb, services: servicesPage.crumb, blog: blogPage.crumb };
}
