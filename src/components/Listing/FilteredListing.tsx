/**
 * A listing narrowed by filter chips whose selection lives in the URL query (/cases, /blog): the chips, the count line,
 * the cards or the empty state, and the first-paint script that applies an address's filter before the code arrives. Every
 * card is in the server HTML, carrying its filter values as `data-<param>` attributes for that script and for the server;
 * hydration keeps those cards as they are, so the card's code (lazyCard) loads only once cards may have to be drawn.
 */
import { Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { showsServerHtml } from '../../hydration/serverHtml';
import type { FilterOption, ListFilters } from '../../lib/listFilters';
import { FILTERED_LIST_ID, FILTERS_FORM_ID, PENDING_ATTRIBUTE } from '../../lib/listingFirstPaintScript';
import { fill } from '../../lib/fill';
import { FilterChips, type FilterChipsCopy } from '../FilterChips/FilterChips';
import { useUrlSelection } from '../FilterChips/useUrlSelection';
import { ListingFirstPaint } from '../ListingFirstPaint';
import { CardList } from './CardList';
import { ServerHtmlOnly } from './ServerHtmlOnly';
import * as styles from './Listing.module.scss';

/** The listing's copy from content: the form's, the count line's ({shown} of {total}), and the empty state's. */
export interface FilteredListingCopy extends FilterChipsCopy {
  countAll: string;
  countFiltered: string;
  countPending: string;
  empty: string;
  showAll: string;
}

interface FilteredListingProps<T, K extends string> {
  items: readonly T[];
  filters: ListFilters<T, K>;
  copy: FilteredListingCopy;
  groupTitles: Record<K, string>;
  optionLabel?: (option: FilterOption) => string;
  /** Per long group, the values kept in view (listFilters' valuesInView). */
  inView?: Partial<Record<K, ReadonlySet<string>>>;
  /** The listing's address, where the form's plain GET goes without JavaScript. */
  action: string;
  /** The count line's test id. */
  countTestId: string;
  listClassName: string;
  keyOf: (item: T) => string;
  /** An item's card, drawn with a lazyCard's `Card`. */
  card: (item: T, index: number) => ReactNode;
  /** The lazyCard's `preload`. */
  preloadCards: () => void;
  /**
   * What stands in for the chips without JavaScript (the blog's kind links to narrower listings), shown only then. Pass it
   * in the server HTML only (`process.env.BUILD_STAGE`, a lazy component), so that the browser's bundle drops its code
   * (ServerHtmlOnly).
   */
  withoutScript?: ReactNode;
}

export function FilteredListing<T, K extends string>(props: FilteredListingProps<T, K>) {
  const { items, filters, copy, action, countTestId, withoutScript, preloadCards } = props;
  const { buildFilterGroups, emptySelection, filterValues, hasSelection, matchesSelection, toggleValue } = filters;
  const [selection, setSelection, applied] = useUrlSelection(filters);
  const groups = useMemo(() => buildFilterGroups(items, selection), [buildFilterGroups, items, selection]);
  const shown = items.filter((item) => matchesSelection(item, selection));
  const resultsRef = useRef<HTMLHeadingElement>(null);
  // The button goes with the empty result it clears: focus moves to the count line, which then names every item.
  const showAll = () => {
    setSelection(emptySelection());
    resultsRef.current?.focus();
  };
  // The cards hydrate from the server HTML; a card drawn later needs the card's code. Only a wider selection after a
  // narrower one draws cards, so the code loads once a filter is set (or at once after a client-side navigation).
  const [serverHtml] = useState(showsServerHtml);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const filtered = hasSelection(selection);
  useEffect(() => {
    if (filtered || !serverHtml) preloadCards();
  }, [filtered, serverHtml, preloadCards]);
  // Leaving the page loads it too: coming back to the listing draws every card at once, so its scroll position holds.
  useEffect(() => preloadCards, [preloadCards]);
  // The address's filter is now React's: the count line may speak again (the first-paint script held it back).
  useEffect(() => {
    if (applied) document.documentElement.removeAttribute(PENDING_ATTRIBUTE);
  }, [applied]);
  const dataAttributes = (item: T) =>
    Object.fromEntries(Object.entries(filterValues(item)).map(([param, values]) => [`data-${param}`, values.join(' ')]));

  return (
    <>
      <FilterChips<K>
        id={FILTERS_FORM_ID}
        className={withoutScript ? styles.withScript : undefined}
        groups={groups}
        selection={selection}
        action={action}
        copy={copy}
        groupTitles={props.groupTitles}
        optionLabel={props.optionLabel}
        inView={props.inView}
        onToggle={(key, value) => setSelection(toggleValue(selection, key, value))}
        onClear={() => setSelection(emptySelection())}
        onApply={() => resultsRef.current?.focus()}
      />
      {withoutScript !== undefined ? (
        <ServerHtmlOnly className={styles.withoutScript}>
          <Suspense fallback={null}>{withoutScript}</Suspense>
        </ServerHtmlOnly>
      ) : null}
      <h2 ref={resultsRef} tabIndex={-1} className={styles.count} aria-live="polite">
        {/* The server fills the template in at a filtered /cases/ address (server/filteredCases.ts); React then writes its own text. */}
        <span className={styles.countApplied} data-testid={countTestId} data-count-filtered={copy.countFiltered} suppressHydrationWarning>
          {filtered ? fill(copy.countFiltered, { shown: shown.length, total: items.length }) : fill(copy.countAll, { total: items.length })}
        </span>
        <span className={styles.countPending}>{copy.countPending}</span>
      </h2>
      {shown.length > 0 ? (
        <CardList
          items={shown}
          keyOf={props.keyOf}
          card={props.card}
          className={props.listClassName}
          id={FILTERED_LIST_ID}
          itemAttributes={dataAttributes}
          fromServer={serverHtml && !hydrated}
        />
      ) : (
        <div className={styles.empty}>
          <p>{copy.empty}</p>
          <button type="button" className={styles.clearButton} onClick={showAll}>
            {copy.showAll}
          </button>
        </div>
      )}
      <ListingFirstPaint />
    </>
  );
}
