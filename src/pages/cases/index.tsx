/** /cases: every case as a card in the server HTML, narrowed by filter chips whose selection lives in the URL query. */
import { useEffect, useMemo, useRef } from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { ListingFirstPaint } from '../../components/ListingFirstPaint';
import { PageHead } from '../../components/PageHead';
import { CaseCard } from '../../components/CaseCard/CaseCard';
import { Breadcrumbs } from '../../components/Breadcrumbs/Breadcrumbs';
import { useListingLabels } from '../../components/Breadcrumbs/useListingLabels';
import { useSiteSettings } from '../../components/useSiteSettings';
import { CaseFilters } from '../../components/CaseFilters/CaseFilters';
import { useUrlSelection } from '../../components/FilterChips/useUrlSelection';
import { crumbsFor } from '../../lib/breadcrumbs';
import {
  buildFilterGroups,
  caseFilters,
  caseFilterValues,
  emptySelection,
  filterCases,
  hasSelection,
  toggleValue,
  valuesInView,
  type FilterableCase,
} from '../../lib/caseFilters';
import { FILTERS_FORM_ID, FILTERED_LIST_ID, PENDING_ATTRIBUTE } from '../../lib/listingFirstPaintScript';
import * as styles from '../../templates/caseList.module.scss';
import { fill } from '../../lib/fill';

/** Each card's filter values as `data-<param>` attributes, which the first-paint script reads. */
const dataAttributes = (item: FilterableCase) =>
  Object.fromEntries(Object.entries(caseFilterValues(item)).map(([param, values]) => [`data-${param}`, values.join(' ')]));

export default function CasesPage({ data, location }: PageProps<Queries.CasesListingQuery>) {
  const all = data.allCasesJson.nodes;
  const [selection, setSelection, applied] = useUrlSelection(caseFilters);
  const groups = useMemo(() => buildFilterGroups(all, selection), [all, selection]);
  const inView = useMemo(() => valuesInView(all), [all]);
  const shown = filterCases(all, selection);
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const filtered = hasSelection(selection);
  const copy = useSiteSettings().copy.casesPage;
  const labels = useListingLabels();
  // The button goes with the empty result it clears: focus moves to the count line, which then names every case.
  const showAll = () => {
    setSelection(emptySelection());
    resultsRef.current?.focus();
  };
  // The address's filter is now React's: the count line may speak again (the first-paint script held it back).
  useEffect(() => {
    if (applied) document.documentElement.removeAttribute(PENDING_ATTRIBUTE);
  }, [applied]);

  return (
    <>
      <div className={styles.page}>
        <header className={styles.header}>
          <Breadcrumbs crumbs={crumbsFor({ label: copy.crumb, path: '/cases/' }, labels)} />
          <h1>{copy.heading}</h1>
          <p className={styles.lead}>{copy.lead}</p>
        </header>
        <CaseFilters
          id={FILTERS_FORM_ID}
          groups={groups}
          selection={selection}
          action={location.pathname}
          inView={inView}
          onToggle={(key, value) => setSelection(toggleValue(selection, key, value))}
          onClear={() => setSelection(emptySelection())}
          onApply={() => resultsRef.current?.focus()}
        />
        <h2 ref={resultsRef} tabIndex={-1} className={styles.count} aria-live="polite">
          {/* The server fills the template in at a filtered address (server/filteredCases.ts); React then writes its own text. */}
          <span className={styles.countApplied} data-testid="case-count" data-count-filtered={copy.countFiltered} suppressHydrationWarning>
            {filtered ? fill(copy.countFiltered, { shown: shown.length, total: all.length }) : fill(copy.countAll, { total: all.length })}
          </span>
          <span className={styles.countPending}>{copy.countPending}</span>
        </h2>
        {shown.length > 0 ? (
          <ul className={styles.grid} id={FILTERED_LIST_ID}>
            {shown.map((item, i) => (
              <li key={item.slug} {...dataAttributes(item)}>
                <CaseCard item={item} eager={i === 0} />
              </li>
            ))}
          </ul>
        ) : (
          <div className={styles.empty}>
            <p>{copy.empty}</p>
            <button type="button" className={styles.clearButton} onClick={showAll}>
              {copy.showAll}
            </button>
          </div>
        )}
        <ListingFirstPaint />
      </div>
    </>
  );
}

export const Head: HeadFC = () => {
  const site = useSiteSettings();
  const labels = useListingLabels();
  return (
    <PageHead
      title={site.copy.casesPage.title}
      description={site.copy.casesPage.description}
      path="/cases/"
      crumbs={crumbsFor({ label: site.copy.casesPage.crumb, path: '/cases/' }, labels)}
    />
  );
};

export const query = graphql`
  query CasesListing {
    allCasesJson(sort: { hero: { stats: { views: DESC } } }) {
      nodes {
        ...CaseCardFields
      }
    }
  }
`;
