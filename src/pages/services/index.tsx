/** /services: every service, grouped as site.json's serviceGroups say, each card linking to its page. */
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { PageHead } from '../../components/PageHead';
import { useListingLabels } from '../../components/Breadcrumbs/useListingLabels';
import { crumbsFor } from '../../lib/breadcrumbs';
import { ServicesListing } from '../../components/ServicesListing/ServicesListing';
import { useSiteSettings } from '../../components/useSiteSettings';

export default function ServicesPage({ data }: PageProps<Queries.ServicesListingQuery>) {
  return (
    <>
      <ServicesListing groups={data.siteJson?.serviceGroups ?? []} services={data.allServicesJson.nodes} />
    </>
  );
}

export const Head: HeadFC = () => {
  const copy = useSiteSettings().copy.servicesPage;
  const labels = useListingLabels();
  return (
    <PageHead
      title={copy.title}
      description={copy.description}
      path="/services/"
      crumbs={crumbsFor({ label: copy.crumb, path: '/services/' }, labels)}
    />
  );
};

export const query = graphql`
  query ServicesListing {
    siteJson {
      serviceGroups {
        id
        title
        text
      }
    }
    allServicesJson(sort: { card: { title: ASC } }) {
      nodes {
        path
        group
        card {
          title
          text
          time
        }
      }
    }
  }
`;
