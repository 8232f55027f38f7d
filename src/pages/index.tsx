/** Home page: what the agency does and where to go next. */
import { graphql, Link, type HeadFC, type PageProps } from 'gatsby';
import { Layout } from '../components/Layout/Layout';
import { Seo } from '../components/Seo';
import { useSiteSettings } from '../components/useSiteSettings';

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const site = useSiteSettings();
  return (
    <Layout>
      <section style={{ maxWidth: 1240, margin: '0 auto', padding: '80px 24px' }}>
        <h1>{site.agencyName}</h1>
        <p>{site.tagline}</p>
        <h2>Services</h2>
        <ul>
          {data.allServicesJson.nodes.map((service) => (
            <li key={service.path}>
              <Link to={service.path}>{service.card.title}</Link>
            </li>
          ))}
        </ul>
      </section>
    </Layout>
  );
}

export const Head: HeadFC = () => (
  <Seo title="Oakline Studio" description="Oakline Studio designs products, websites and brands for startups, growing companies and enterprise teams." path="/" />
);

export const query = graphql`
  query HomePage {
    allServicesJson(sort: { card: { title: ASC } }) {
      nodes { path card { title } }
    }
  }
`;
