/** /services: every service, as a card linking to its page. */
import { graphql, Link, type HeadFC, type PageProps } from 'gatsby';
import { Layout } from '../../components/Layout/Layout';
import { Seo } from '../../components/Seo';

export default function ServicesPage({ data }: PageProps<Queries.ServicesListingQuery>) {
  return (
    <Layout>
      <section style={{ maxWidth: 1240, margin: '0 auto', padding: '80px 24px' }}>
        <h1>Services</h1>
        <ul>
          {data.allServicesJson.nodes.map((service) => (
            <li key={service.path}>
              <Link to={service.path}>{service.card.title}</Link> <span>{service.card.time}</span>
              <p>{service.card.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </Layout>
  );
}

export const Head: HeadFC = () => (
  <Seo title="Services" description="Every design service we offer, from research and UX to websites, brands and product design, with typical durations." path="/services/" />
);

export const query = graphql`
  query ServicesListing {
    allServicesJson(sort: { card: { title: ASC } }) {
      nodes { path card { title text time } }
    }
  }
`;
