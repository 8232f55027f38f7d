/** Category listing: /cases/<category>/ lists the case studies filed under that category. */
import { Link, graphql, type HeadProps, type PageProps } from 'gatsby';
import { PageHead } from '../components/PageHead';
import { useListingLabels } from '../components/Breadcrumbs/useListingLabels';
import { useSiteSettings } from '../components/useSiteSettings';
import { useLocale, useLocalePrefix } from '../components/usePageLanguage';
import { CaseCard } from '../components/CaseCard/CaseCard';
import { CardList } from '../components/Listing/CardList';
import { ListingPage } from '../components/Listing/ListingPage';
import { categoryCrumbs, categoryLabel } from '../lib/caseCrumbs';
import { caseCategoryPath } from '../lib/paths';
import * as styles from '../components/Listing/Listing.module.scss';
import { fill } from '../lib/fill';
import { plural } from '../lib/plural';
import { withPageLanguage } from '../components/withPageLanguage';

interface Context {
  category: string;
}

export default function CaseCategoryTemplate({ data, pageContext }: PageProps<Queries.CaseCategoryQuery, Context>) {
  const { caseCategory: copy } = useSiteSettings().copy;
  const label = categoryLabel(pageContext.category, copy.names);
  const cases = data.allCasesJson.nodes;
  const locale = useLocale();
  const prefix = useLocalePrefix();
  const lead = (
    <>
      {plural(locale, cases.length, copy.leadOne, copy.lead, { category: label })} <Link to={`${prefix}/cases/`}>{copy.allCases}</Link>.
    </>
  );
  return (
    <ListingPage
      crumbs={categoryCrumbs(useListingLabels(), copy.names, pageContext.category)}
      heading={fill(copy.heading, { category: label })}
      lead={lead}
    >
      <CardList
        items={cases}
        keyOf={(item) => item.slug}
        card={(item, i) => <CaseCard item={item} headingLevel="h2" eager={i === 0} />}
        className={styles.grid}
      />
    </ListingPage>
  );
}

export const Head = withPageLanguage(function PageHeadTags({ pageContext }: HeadProps<Queries.CaseCategoryQuery, Context>) {
  const site = useSiteSettings();
  const label = categoryLabel(pageContext.category, site.copy.caseCategory.names);
  const labels = useListingLabels();
  return (
    <PageHead
      title={fill(site.copy.caseCategory.heading, { category: label })}
      description={fill(site.copy.caseCategory.description, { category: label, agency: site.agencyName })}
      path={caseCategoryPath(pageContext.category)}
      crumbs={categoryCrumbs(labels, site.copy.caseCategory.names, pageContext.category)}
    />
  );
});

export const query = graphql`
  query CaseCategory($category: String!, $locale: String!) {
    allCasesJson(filter: { category: { eq: $category }, fields: { locale: { eq: $locale } } }, sort: { hero: { stats: { views: DESC } } }) {
      nodes {
        ...CaseCardFields
      }
    }
  }
`;
