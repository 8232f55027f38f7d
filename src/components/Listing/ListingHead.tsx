/** Head of a page that lists others (/cases, /blog, /services, /search): its copy's title and description, and its crumb under Home. */
import { PageHead } from '../PageHead';
import { useCrumbs } from '../Breadcrumbs/useListingLabels';

interface ListingHeadProps {
  copy: { title: string; description: string; crumb: string };
  path: string;
}

export function ListingHead({ copy, path }: ListingHeadProps) {
  return <PageHead title={copy.title} description={copy.description} path={path} crumbs={useCrumbs({ label: copy.crumb, path })} />;
}
