/**
 * The header's search control. Without JavaScript (and until the frame hydrates) it is a link to /search/, which lists
 * every searchable page; then a button that opens the search dialog, as `/` and Ctrl/Cmd-K do. The dialog's code
 * (MiniSearch included) and the index load only when search first opens.
 */
import React, { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Icon } from '../Icon';
import { useForms } from '../forms/FormContext';
import type { SiteCopy } from '../../content-model/copy';
import type { GroupInfo } from '../../lib/serviceGroups';
import { isSearchShortcut, OPEN_SEARCH_EVENT } from './openSearch';
import { SEARCH_PAGE_PATH } from '../../lib/paths';
import { useLocalePrefix } from '../usePageLanguage';
import * as styles from './SearchControl.module.scss';

const loadDialog = () => import(/* webpackChunkName: "search-dialog" */ './SearchDialog');
const SearchDialog = React.lazy(loadDialog);

interface Props {
  copy: SiteCopy['search'];
  groups: readonly GroupInfo[];
  closeLabel: string;
}

export function SearchControl({ copy, groups, closeLabel }: Props) {
  const prefix = useLocalePrefix();
  const [enhanced, setEnhanced] = useState(false);
  const [open, setOpen] = useState(false);
  const control = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const { openForm } = useForms();

  const show = useCallback(() => {
    const focused = document.activeElement;
    opener.current = focused instanceof HTMLElement && focused !== document.body ? focused : control.current;
    setOpen(true);
  }, []);

  useEffect(() => {
    setEnhanced(true);
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      show();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener(OPEN_SEARCH_EVENT, show);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener(OPEN_SEARCH_EVENT, show);
    };
  }, [show]);

  /** Nothing matched: the search closes and the contact form opens, returning focus to the search control when it closes. */
  const contact = useCallback(() => {
    flushSync(() => setOpen(false));
    control.current?.focus();
    openForm('default', 'search');
  }, [openForm]);

  const content = (
    <>
      <Icon name="search" size={20} strokeWidth={1.75} className={styles.icon} />
      <span className={styles.label}>{copy.open}</span>
      <kbd className={styles.key} aria-hidden="true">
        {copy.shortcut}
      </kbd>
    </>
  );
  return (
    <>
      {enhanced ? (
        <button
          ref={control}
          type="button"
          className={styles.control}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-keyshortcuts="/ Control+K Meta+K"
          onClick={show}
          onPointerEnter={() => void loadDialog()}
          onFocus={() => void loadDialog()}
        >
          {content}
        </button>
      ) : (
        <a className={styles.control} href={prefix + SEARCH_PAGE_PATH}>
          {content}
        </a>
      )}
      {open ? (
        <Suspense fallback={null}>
          <SearchDialog
            copy={copy}
            groups={groups}
            closeLabel={closeLabel}
            // eslint-disable-next-line react-hooks/refs -- stored by show() before the dialog opens, and opening re-renders this
            returnFocusTo={opener.current}
            onClose={() => setOpen(false)}
            onContact={contact}
          />
        </Suspense>
      ) : null}
    </>
  );
}
