/** Case study template: /cases/<category>/<slug>/ or /cases/<slug>/. */
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Picture } from '../components/Picture';
import { Layout } from '../components/Layout/Layout';
import { Seo } from '../components/Seo';
import { Sections } from '../sections/Sections';
import * as styles from './case.module.scss';

type Data = Queries.CasePageQuery;

export default function CaseTemplate({ data }: PageProps<Data>) {
  const item = data.casesJson;
  if (!item) return null;
  return (
    <Layout>
      <article>
        <header className={styles.header}>
          <p className={styles.kicker}>
            {item.attributes.companyType} · {item.attributes.projectType}
          </p>
          <h1>{item.hero.title}</h1>
          <p className={styles.lead}>{item.hero.text}</p>
          <ul className={styles.tags} aria-label="Industries">
            {item.hero.industries.map((industry) => (
              <li key={industry}>{industry}</li>
            ))}
          </ul>
          <Picture image={item.metadata.previewImage.childImageSharp?.gatsbyImageData} alt="" eager className={styles.image} />
        </header>
        <Sections sections={item.components ?? []} offset={1} />
      </article>
    </Layout>
  );
}

export function Head({ data }: HeadProps<Data>) {
  const item = data.casesJson;
  if (!item) return null;
  return <Seo title={item.hero.title} description={item.seo.metaDescription} path={item.path} type="article" />;
}

export const query = graphql`
  query CasePage($id: String!) {
    casesJson(id: { eq: $id }) {
      path
      hero { title text industries stats { likes views } }
      attributes { companyType projectType }
      seo { metaDescription }
      metadata {
        previewImage {
          childImageSharp {
            gatsbyImageData(width: 1200, height: 800, layout: CONSTRAINED, formats: [AUTO, WEBP, AVIF], breakpoints: [375, 600, 900, 1200], sizes: "(min-width: 1240px) 1160px, calc(100vw - 32px)", placeholder: DOMINANT_COLOR)
          }
        }
      }
      components { ...SectionList }
    }
  }
`;
