/** Case study template: /cases/<category>/<slug>/ or /cases/<slug>/ — header with attributes and engagement, then body sections. */
import { graphql, Link, type HeadProps, type PageProps } from 'gatsby';
import { Picture } from '../components/Picture';
import { Layout } from '../components/Layout/Layout';
import { Seo } from '../components/Seo';
import { BreadcrumbJsonLd, Breadcrumbs } from '../components/Breadcrumbs/Breadcrumbs';
import { useSiteSettings } from '../components/useSiteSettings';
import { Sections } from '../sections/Sections';
import { caseCrumbs, categoryLabel } from '../lib/caseCrumbs';
import { caseTagEntries, likesLabel, viewsLabel } from '../lib/caseCard';
import { caseCategoryPath } from '../lib/paths';
import * as styles from './case.module.scss';

type Data = Queries.CasePageQuery;
type Item = NonNullable<Data['casesJson']>;

/** Home > Cases > its category (when it has one) > this case (its title is cut to four words on screen). */
const crumbsOf = (item: Item) => caseCrumbs(item.hero.title, item.path, item.category);

export default function CaseTemplate({ data }: PageProps<Data>) {
  const item = data.casesJson;
  if (!item) return null;
  const { attributes, hero } = item;
  return (
    <Layout>
      <Breadcrumbs crumbs={crumbsOf(item)} />
      <article>
        <header className={styles.header}>
          <ul className={styles.tags} aria-label="Tags">
            {caseTagEntries(item).map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
          <h1>{hero.title}</h1>
          <p className={styles.lead}>{hero.text}</p>
          <p className={styles.stats}>
            <span>{viewsLabel(hero.stats.views)}</span>
            <span>{likesLabel(hero.stats.likes)}</span>
          </p>
          <Picture image={item.metadata.previewImage.childImageSharp?.gatsbyImageData} alt="" eager className={styles.image} />
          <dl className={styles.attributes}>
            <div>
              <dt>Industries</dt>
              <dd>{attributes.industries.join(', ')}</dd>
            </div>
            <div>
              <dt>Company type</dt>
              <dd>{attributes.companyType}</dd>
            </div>
            <div>
              <dt>Project type</dt>
              <dd>{attributes.projectType}</dd>
            </div>
            <div>
              <dt>Services</dt>
              <dd>{attributes.services.join(', ')}</dd>
            </div>
          </dl>
        </header>
        <Sections sections={item.components ?? []} offset={1} />
        <footer className={styles.more}>
          {item.article ? (
            <p>
              Read the full story: <Link to={item.article.path}>{item.article.title}</Link>
            </p>
          ) : null}
          <p>
            {item.category ? (
              <Link to={caseCategoryPath(item.category)}>More {categoryLabel(item.category)} case studies</Link>
            ) : (
              <Link to="/cases/">All case studies</Link>
            )}
          </p>
        </footer>
      </article>
    </Layout>
  );
}

export function Head({ data }: HeadProps<Data>) {
  const item = data.casesJson;
  const site = useSiteSettings();
  if (!item) return null;
  return (
    <Seo title={item.hero.title} description={item.seo.metaDescription} path={item.path} type="article">
      <BreadcrumbJsonLd crumbs={crumbsOf(item)} siteUrl={site.siteUrl} />
    </Seo>
  );
}

export const query = graphql`
  query CasePage($id: String!) {
    casesJson(id: { eq: $id }) {
      path
      category
      hero { title text industries stats { likes views } }
      attributes { industries companyType projectType services }
      seo { metaDescription }
      article { path title }
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
