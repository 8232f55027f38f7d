/** /services: every service, grouped as site.json's serviceGroups say, each card linking to its page. */
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { Layout } from '../../components/Layout/Layout';
import { Seo } from '../../components/Seo';
import { ServicesListing } from '../../components/ServicesListing/ServicesListing';

export default function ServicesPage({ data }: PageProps<Queries.ServicesListingQuery>) {
  return (
    <Layout>
      <ServicesListing groups={data.siteJson?.serviceGroups ?? []} services={data.allServicesJson.nodes} />
    </Layout>
  );
}

export const Head: HeadFC = () => (
  <Seo title="Services" description="Every design service we offer, from research and UX to websites, brands and product design, with typical durations." path="/services/" />
);

export const query = graphql`
  query ServicesListing {
    siteJson { serviceGroups { id title text } }
    allServicesJson(sort: { card: { title: ASC } }) {
      nodes { path group card { title text time } }
    }
  }
`;
