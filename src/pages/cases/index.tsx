/** /cases: every case as a card in the server HTML, narrowed by filters whose selection lives in the URL query. */
import { useMemo, useRef } from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { PageHead } from '../../components/PageHead';
import { CaseCard } from '../../components/CaseCard/CaseCard';
import { Breadcrumbs } from '../../components/Breadcrumbs/Breadcrumbs';
import { useSiteSettings } from '../../components/useSiteSettings';
import { CaseFilters } from '../../components/CaseFilters/CaseFilters';
import { useUrlSelection } from '../../components/CaseFilters/useUrlSelection';
import { buildFilterGroups, emptySelection, filterCases, hasSelection, toggleValue } from '../../lib/caseFilters';
import * as styles from '../../templates/caseList.module.scss';
import { fill } from '../../lib/fill';

export default function CasesPage({ data, location }: PageProps<Queries.CasesListingQuery>) {
  const all = data.allCasesJson.nodes;
  const groups = useMemo(() => buildFilterGroups(all), [all]);
  const [selection, setSelection] = useUrlSelection();
  const shown = filterCases(all, selection);
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const filtered = hasSelection(selection);
  const copy = useSiteSettings().copy.casesPage;

  return (
    <>
      <div className={styles.page}>
        <header className={styles.header}>
          <Breadcrumbs crumbs={[{ label: copy.crumb, path: '/cases/' }]} />
          <h1>{copy.heading}</h1>
          <p className={styles.lead}>{copy.lead}</p>
        </header>
        <CaseFilters
          groups={groups}
          selection={selection}
          action={location.pathname}
          onToggle={(key, value) => setSelection(toggleValue(selection, key, value))}
          onClear={() => setSelection(emptySelection())}
          onApply={() => resultsRef.current?.focus()}
        />
        <h2 ref={resultsRef} tabIndex={-1} className={styles.count} aria-live="polite" data-testid="case-count">
          {filtered ? fill(copy.countFiltered, { shown: shown.length, total: all.length }) : fill(copy.countAll, { total: all.length })}
        </h2>
        {shown.length > 0 ? (
          <ul className={styles.grid}>
            {shown.map((item, i) => (
              <li key={item.slug}>
                <CaseCard item={item} eager={i === 0} />
              </li>
            ))}
          </ul>
        ) : (
          <div className={styles.empty}>
            <p>{copy.empty}</p>
            <button type="button" className={styles.clearButton} onClick={() => setSelection(emptySelection())}>
              {copy.showAll}
            </button>
          </div>
        )}
      </div>
    </>
  );
}

export const Head: HeadFC = () => {
  const site = useSiteSettings();
  return (
    <PageHead
      title={site.copy.casesPage.title}
      description={site.copy.casesPage.description}
      path="/cases/"
      crumbs={[{ label: site.copy.casesPage.crumb, path: '/cases/' }]}
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
