/** /services: every service, grouped as site.json's serviceGroups say, each card linking to its page. */
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { Seo } from '../../components/Seo';
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
  return <Seo title={copy.title} description={copy.description} path="/services/" />;
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
