/**
 * The search dialog (its own chunk, with MiniSearch): a combobox over a listbox of results, ARIA 1.2 pattern. The
 * field keeps focus; arrows move the active option (aria-activedescendant), Enter opens it, Escape closes the dialog.
 * Each option is a link to its page, so a modified or middle click, "open in new tab" and "copy link address" work as
 * on any link. An empty query lists the service groups; a query without matches offers the contact form.
 */
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { navigate } from 'gatsby';
import { Modal } from '../Modal/Modal';
import { Icon } from '../Icon';
import type { SiteCopy } from '../../content-model/copy';
import type { GroupInfo } from '../../lib/serviceGroups';
import { fill } from '../../lib/fill';
import { highlight } from './highlight';
import { isQuery, searchSite, type SearchHit } from '../../lib/siteSearch';
import { searchOptionsFor, type SearchOption } from './searchOptions';
import { SEARCH_PAGE_PATH } from '../../lib/paths';
import { useLocalizedPath } from '../usePageLanguage';
import { loadIndexOnce, type IndexState } from './loadIndex';
import * as styles from './SearchDialog.module.scss';

interface Props {
  copy: SiteCopy['search'];
  groups: readonly GroupInfo[];
  closeLabel: string;
  returnFocusTo: HTMLElement | null;
  onClose: () => void;
  onContact: () => void;
}

export default function SearchDialog({ copy, groups, closeLabel, returnFocusTo, onClose, onContact }: Props) {
  const localized = useLocalizedPath();
  const id = useId().replace(/:/g, '');
  const [query, setQuery] = useState('');
  const [index, setIndex] = useState<IndexState>({ status: 'loading' });
  const [active, setActive] = useState(-1);

  useEffect(() => {
    let live = true;
    void loadIndexOnce().then((state) => live && setIndex(state));
    return () => {
      live = false;
    };
  }, []);

  const results = useMemo(
    () => (index.status === 'ready' && isQuery(query) ? searchSite(index.index, query) : { total: 0, hits: [] as SearchHit[] }),
    [index, query],
  );
  const options = searchOptionsFor(query, results.hits, groups, copy.kinds);
  const searching = isQuery(query);
  const noMatch = searching && index.status === 'ready' && results.total === 0;
  const optionId = (i: number) => `${id}-option-${i}`;
  const listId = `${id}-list`;

  useEffect(() => {
    if (active < 0) return;
    document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- optionId only depends on the stable id
  }, [active]);

  const open = (option: SearchOption, newTab = false) => {
    if (newTab) {
      window.open(option.path, '_blank', 'noopener');
      return;
    }
    onClose();
    void navigate(option.path);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    if (event.key === 'ArrowDown' && count > 0) {
      event.preventDefault();
      setActive((current) => (current + 1) % count);
    } else if (event.key === 'ArrowUp' && count > 0) {
      event.preventDefault();
      setActive((current) => (current <= 0 ? count - 1 : current - 1));
    } else if (event.key === 'Enter' && count > 0 && (active >= 0 || searching)) {
      event.preventDefault();
      open(options[Math.max(active, 0)], event.ctrlKey || event.metaKey);
    }
  };

  const status = (() => {
    if (!searching) return fill(copy.suggestionsCount, { count: options.length });
    if (index.status === 'loading') return copy.loading;
    if (index.status === 'failed') return copy.failed;
    if (results.total === 0) return fill(copy.noResults, { query: query.trim() });
    if (results.total > results.hits.length)
      return fill(copy.countMore, { count: results.total, shown: results.hits.length, query: query.trim() });
    return results.total === 1
      ? fill(copy.countOne, { query: query.trim() })
      : fill(copy.countMany, { count: results.total, query: query.trim() });
  })();

  const field = (
    <div className={styles.field}>
      <Icon name="search" size={22} strokeWidth={1.75} className={styles.fieldIcon} />
      <input
        className={styles.input}
        type="text"
        role="combobox"
        aria-label={copy.label}
        aria-expanded={options.length > 0}
        aria-controls={options.length > 0 ? listId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 && active < options.length ? optionId(active) : undefined}
        aria-describedby={`${id}-status`}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="go"
        placeholder={copy.placeholder}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
      />
    </div>
  );

  return (
    <Modal
      id={`${id}-search`}
      title={copy.dialogTitle}
      titleHidden
      head={field}
      className={styles.dialog}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
      closeLabel={closeLabel}
    >
      <div className={styles.body}>
        <p id={`${id}-status`} className={noMatch ? 'visually-hidden' : styles.status} role="status">
          {status}
        </p>
        {!searching ? (
          <p className={styles.groupsHeading} id={`${id}-groups`}>
            {copy.suggestionsHeading}
          </p>
        ) : null}
        {noMatch ? (
          <div className={styles.noMatch}>
            <h3 className={styles.noMatchTitle}>{fill(copy.noResults, { query: query.trim() })}</h3>
            <p className={styles.noMatchText}>{copy.noResultsText}</p>
            <button type="button" className={styles.contact} onClick={onContact} aria-haspopup="dialog">
              {copy.contact}
              <Icon name="arrowRight" size="1.1em" strokeWidth={1.75} />
            </button>
          </div>
        ) : null}
        {index.status === 'failed' && searching ? (
          <p className={styles.failed}>
            <a href={localized(SEARCH_PAGE_PATH)}>{copy.failedLink}</a>
          </p>
        ) : null}
        {options.length > 0 ? (
          <div id={listId} role="listbox" aria-label={searching ? copy.label : copy.suggestionsHeading} className={styles.list}>
            {options.map((option, i) => (
              <a
                key={option.path}
                id={optionId(i)}
                href={option.path}
                role="option"
                aria-selected={i === active}
                tabIndex={-1}
                className={`${styles.option} ${i === active ? styles.active : ''}`}
                onMouseMove={() => i !== active && setActive(i)}
                // The field keeps focus (and the arrows) when a result is clicked, as the combobox pattern wants.
                onMouseDown={(event) => event.preventDefault()}
                onClick={(event) => {
                  if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
                  event.preventDefault();
                  open(option);
                }}
              >
                <span className={styles.kind}>
                  {option.kind}
                  {option.context ? <span className={styles.context}>{option.context}</span> : null}
                </span>
                <span className={styles.title}>
                  {highlight(option.title, option.terms).map((part, n) =>
                    part.match ? <mark key={n}>{part.text}</mark> : <span key={n}>{part.text}</span>,
                  )}
                </span>
                <span className={styles.text}>{option.text}</span>
                <Icon name="arrowRight" size={18} strokeWidth={1.75} className={styles.go} />
              </a>
            ))}
          </div>
        ) : null}
      </div>
      <p className={styles.keys} aria-hidden="true">
        {copy.keysHint}
      </p>
    </Modal>
  );
}
