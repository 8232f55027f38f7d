/** /cases: every case as a card in the server HTML, narrowed by filter chips whose selection lives in the URL query. */
import { useMemo } from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useCrumbs } from '../../components/Breadcrumbs/useListingLabels';
import { useCopy } from '../../components/useSiteSettings';
import { FilteredListing } from '../../components/Listing/FilteredListing';
import { lazyCard } from '../../components/Listing/lazyCard';
import { ListingHead } from '../../components/Listing/ListingHead';
import { ListingPage } from '../../components/Listing/ListingPage';
import { caseFilters, valuesInView } from '../../lib/caseFilters';
import * as styles from '../../components/Listing/Listing.module.scss';
import { withPageLanguage } from '../../components/withPageLanguage';

const CASES_PATH = '/cases/';

const { Card: CaseCard, preload: preloadCards } = lazyCard(() =>
  import('../../components/CaseCard/CaseCard').then((module) => module.CaseCard),
);

export default function CasesPage({ data, location }: PageProps<Queries.CasesListingQuery>) {
  const all = data.allCasesJson.nodes;
  const inView = useMemo(() => valuesInView(all), [all]);
  const { casesPage: copy, caseTemplate } = useCopy();
  return (
    <ListingPage crumbs={useCrumbs({ label: copy.crumb, path: CASES_PATH })} heading={copy.heading} lead={copy.lead}>
      <FilteredListing
        items={all}
        filters={caseFilters}
        copy={copy}
        groupTitles={caseTemplate}
        inView={inView}
        action={location.pathname}
        countTestId="case-count"
        listClassName={styles.grid}
        keyOf={(item) => item.slug}
        card={(item, i) => <CaseCard item={item} eager={i === 0} />}
        preloadCards={preloadCards}
      />
    </ListingPage>
  );
}

export const Head = withPageLanguage(function CasesHead() {
  return <ListingHead copy={useCopy().casesPage} path={CASES_PATH} />;
});

export const query = graphql`
  query CasesListing($locale: String!) {
    allCasesJson(filter: { fields: { locale: { eq: $locale } } }, sort: { hero: { stats: { views: DESC } } }) {
      nodes {
        ...CaseCardFields
        filterValues {
          services
          industries
          companyType
          projectType
        }
      }
    }
  }
`;
