/** /cases: every case as a card in the server HTML, narrowed by filters whose selection lives in the URL query. */
import { useMemo, useRef } from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { Layout } from '../../components/Layout/Layout';
import { Seo } from '../../components/Seo';
import { CaseCard } from '../../components/CaseCard/CaseCard';
import { BreadcrumbJsonLd, Breadcrumbs } from '../../components/Breadcrumbs/Breadcrumbs';
import { useSiteSettings } from '../../components/useSiteSettings';
import { CaseFilters } from '../../components/CaseFilters/CaseFilters';
import { useUrlSelection } from '../../components/CaseFilters/useUrlSelection';
import { buildFilterGroups, emptySelection, filterCases, hasSelection, toggleValue } from '../../lib/caseFilters';
import * as styles from '../../templates/caseList.module.scss';

export default function CasesPage({ data, location }: PageProps<Queries.CasesListingQuery>) {
  const all = data.allCasesJson.nodes;
  const groups = useMemo(() => buildFilterGroups(all), [all]);
  const [selection, setSelection] = useUrlSelection();
  const shown = filterCases(all, selection);
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const filtered = hasSelection(selection);

  return (
    <Layout>
      <div className={styles.page}>
        <header className={styles.header}>
          <Breadcrumbs crumbs={[{ label: 'Cases', path: '/cases/' }]} />
          <h1>Case studies</h1>
          <p className={styles.lead}>Products, platforms and websites we designed for startups, growing companies and enterprise teams, with the results they measured.</p>
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
          {filtered ? `${shown.length} of ${all.length} cases match` : `All ${all.length} cases`}
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
            <p>No case studies match all of these filters.</p>
            <button type="button" className={styles.clearButton} onClick={() => setSelection(emptySelection())}>
              Clear filters and show all cases
            </button>
          </div>
        )}
      </div>
    </Layout>
  );
}

export const Head: HeadFC = () => {
  const site = useSiteSettings();
  return (
    <Seo title="Case studies" description="Products, platforms and websites we designed for startups, growing companies and enterprises, with the results they got." path="/cases/">
      <BreadcrumbJsonLd crumbs={[{ label: 'Cases', path: '/cases/' }]} siteUrl={site.siteUrl} />
    </Seo>
  );
};

export const query = graphql`
  query CasesListing {
    allCasesJson(sort: { hero: { stats: { views: DESC } } }) {
      nodes { ...CaseCardFields }
    }
  }
`;
