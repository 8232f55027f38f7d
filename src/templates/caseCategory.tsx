/** Category listing: /cases/<category>/ lists the case studies filed under that category. */
import { graphql, Link, type HeadProps, type PageProps } from 'gatsby';
import { PageHead } from '../components/PageHead';
import { Breadcrumbs } from '../components/Breadcrumbs/Breadcrumbs';
import { useListingLabels } from '../components/Breadcrumbs/useListingLabels';
import { useSiteSettings } from '../components/useSiteSettings';
import { CaseCard } from '../components/CaseCard/CaseCard';
import { categoryCrumbs, categoryLabel } from '../lib/caseCrumbs';
import { caseCategoryPath } from '../lib/paths';
import * as styles from './caseList.module.scss';
import { fill, plural } from '../lib/fill';

interface Context {
  category: string;
}

export default function CaseCategoryTemplate({ data, pageContext }: PageProps<Queries.CaseCategoryQuery, Context>) {
  const label = categoryLabel(pageContext.category);
  const cases = data.allCasesJson.nodes;
  const { caseCategory: copy } = useSiteSettings().copy;
  const labels = useListingLabels();
  return (
    <>
      <div className={styles.page}>
        <header className={styles.header}>
          <Breadcrumbs crumbs={categoryCrumbs(labels, pageContext.category)} />
          <h1>{fill(copy.heading, { category: label })}</h1>
          <p className={styles.lead}>
            {plural(cases.length, copy.leadOne, copy.lead, { category: label })} <Link to="/cases/">{copy.allCases}</Link>.
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
    </>
  );
}

export function Head({ pageContext }: HeadProps<Queries.CaseCategoryQuery, Context>) {
  const label = categoryLabel(pageContext.category);
  const site = useSiteSettings();
  const labels = useListingLabels();
  return (
    <PageHead
      title={fill(site.copy.caseCategory.heading, { category: label })}
      description={fill(site.copy.caseCategory.description, { category: label, agency: site.agencyName })}
      path={caseCategoryPath(pageContext.category)}
      crumbs={categoryCrumbs(labels, pageContext.category)}
    />
  );
}

export const query = graphql`
  query CaseCategory($category: String!) {
    allCasesJson(filter: { category: { eq: $category } }, sort: { hero: { stats: { views: DESC } } }) {
      nodes {
        ...CaseCardFields
      }
    }
  }
`;
