/** Category listing: /cases/<category>/ lists the case studies filed under that category. */
import { graphql, Link, type HeadProps, type PageProps } from 'gatsby';
import { Layout } from '../components/Layout/Layout';
import { Seo } from '../components/Seo';
import { BreadcrumbJsonLd, Breadcrumbs } from '../components/Breadcrumbs/Breadcrumbs';
import { useSiteSettings } from '../components/useSiteSettings';
import { CaseCard } from '../components/CaseCard/CaseCard';
import { categoryCrumbs, categoryLabel } from '../lib/caseCrumbs';
import { caseCategoryPath } from '../lib/paths';
import * as styles from './caseList.module.scss';

interface Context {
  category: string;
}

export default function CaseCategoryTemplate({ data, pageContext }: PageProps<Queries.CaseCategoryQuery, Context>) {
  const label = categoryLabel(pageContext.category);
  const cases = data.allCasesJson.nodes;
  return (
    <Layout>
      <div className={styles.page}>
        <header className={styles.header}>
          <Breadcrumbs crumbs={categoryCrumbs(pageContext.category)} />
          <h1>{label} case studies</h1>
          <p className={styles.lead}>
            {cases.length} {label} project{cases.length === 1 ? '' : 's'} we designed, with what changed for the client. <Link to="/cases/">See all case studies</Link>.
          </p>
        </header>
        <ul className={styles.grid}>
          {cases.map((item, i) => (
            <li key={item.slug}>
              <CaseCard item={item} headingLevel="h2" eager={i === 0} />
            </li>
          ))}
        </ul>
      </div>
    </Layout>
  );
}

export function Head({ pageContext }: HeadProps<Queries.CaseCategoryQuery, Context>) {
  const label = categoryLabel(pageContext.category);
  const site = useSiteSettings();
  return (
    <Seo
      title={`${label} case studies`}
      description={`${label} products and websites designed by ${site.agencyName}, with the results each client measured.`}
      path={caseCategoryPath(pageContext.category)}
    >
      <BreadcrumbJsonLd crumbs={categoryCrumbs(pageContext.category)} siteUrl={site.siteUrl} />
    </Seo>
  );
}

export const query = graphql`
  query CaseCategory($category: String!) {
    allCasesJson(filter: { category: { eq: $category } }, sort: { hero: { stats: { views: DESC } } }) {
      nodes { ...CaseCardFields }
    }
  }
`;
