/** /cases: every case study as a link. */
import { graphql, Link, type HeadFC, type PageProps } from 'gatsby';
import { Layout } from '../../components/Layout/Layout';
import { Seo } from '../../components/Seo';

export default function CasesPage({ data }: PageProps<Queries.CasesListingQuery>) {
  return (
    <Layout>
      <section style={{ maxWidth: 1240, margin: '0 auto', padding: '80px 24px' }}>
        <h1>Case studies</h1>
        <ul>
          {data.allCasesJson.nodes.map((item) => (
            <li key={item.path}>
              <Link to={item.path}>{item.hero.title}</Link>
            </li>
          ))}
        </ul>
      </section>
    </Layout>
  );
}

export const Head: HeadFC = () => (
  <Seo title="Case studies" description="Products, platforms and websites we designed for startups, growing companies and enterprises, with the results they got." path="/cases/" />
);

export const query = graphql`
  query CasesListing {
    allCasesJson(sort: { hero: { title: ASC } }) {
      nodes { path hero { title } }
    }
  }
`;
