/** /services: every service, grouped as site.en.json's serviceGroups say, each card linking to its page. */
import { graphql, type PageProps } from 'gatsby';
import { ListingHead } from '../../components/Listing/ListingHead';
import { ServicesListing } from '../../components/ServicesListing/ServicesListing';
import { useCopy } from '../../components/useSiteSettings';
import { withPageLanguage } from '../../components/withPageLanguage';

export default function ServicesPage({ data }: PageProps<Queries.ServicesListingQuery>) {
  return (
    <>
      <ServicesListing groups={data.siteJson?.serviceGroups ?? []} services={data.allServicesJson.nodes} />
    </>
  );
}

export const Head = withPageLanguage(function ServicesHead() {
  return <ListingHead copy={useCopy().servicesPage} path="/services/" />;
});

export const query = graphql`
  query ServicesListing($locale: String!) {
    ...ServiceGroups
  }
`;
