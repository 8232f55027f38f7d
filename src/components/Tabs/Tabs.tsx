/**
 * Accessible tabs (WAI-ARIA tabs pattern) shared by the audience sections: roving tabindex, arrow/Home/End keys,
 * optional URL-hash sync. Every panel is in the server HTML and stays readable without JavaScript. Where the page's
 * code will run (the head script marks <html>, src/lib/heldInputScript.ts), the stylesheet shows only the panel the tabs
 * will select from the first paint, so the section keeps its height when it hydrates and nothing under it moves; the
 * other panels carry `data-pending` until then, and React hides them by `hidden` after it, so the first client render
 * matches the server. A panel that holds the keyboard focus when the tabs hydrate is the one selected.
 */
import React, { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { hashForTab, tabIndexForHash, tabIndexForKey } from './tabKeys';
import * as styles from './Tabs.module.scss';

export interface TabItem {
  /** Stable id; also the URL hash when anchors are on ("startups" → #startups). */
  id: string;
  label: string;
  content: React.ReactNode;
}

interface TabsProps {
  items: readonly TabItem[];
  /** Prefix for element ids, unique on the page (e.g. "section-3"). */
  idBase: string;
  /** Id of the heading that names the tab list. */
  labelledBy: string;
  /** Selecting a tab updates the URL hash, and the hash selects a tab. */
  anchors?: boolean;
  /** Heads each panel with its tab label (visible only without JavaScript, where all panels show). */
  labelPanels?: boolean;
}

/** useLayoutEffect in the browser; useEffect on the server, which runs neither and warns about the first. */
const useClientLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

export function Tabs({ items, idBase, labelledBy, anchors = false, labelPanels = false }: TabsProps) {
  const [selected, setSelected] = useState(0);
  const [hydrated, setHydrated] = useState(false);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const listRef = useRef<HTMLDivElement>(null);
  const ids = items.map((item) => item.id);
  const idsKey = ids.join(' ');

  /** In the hydration commit itself, so no key press lands between reading the focus and hiding the other panels. */
  useClientLayoutEffect(() => {
    const focused = idsKey.split(' ').findIndex((id) => document.getElementById(`${idBase}-panel-${id}`)?.contains(document.activeElement));
    if (focused > 0) setSelected(focused);
    setHydrated(true);
  }, [idBase, idsKey]);

  useEffect(() => {
    if (!anchors) return undefined;
    const tabIds = idsKey.split(' ');
    const fromHash = tabIndexForHash(window.location.hash, tabIds);
    if (fromHash !== null) {
      setSelected(fromHash);
      listRef.current?.scrollIntoView?.({ block: 'start' });
    }
    const onHashChange = () => {
      const index = tabIndexForHash(window.location.hash, tabIds);
      if (index === null) return;
      setSelected(index);
      listRef.current?.scrollIntoView?.({ block: 'start' });
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [anchors, idsKey]);

  const select = (index: number) => {
    setSelected(index);
    if (anchors) window.history.replaceState(window.history.state, '', hashForTab(ids[index]));
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = tabIndexForKey(event.key, index, items.length);
    if (next === null) return;
    event.preventDefault();
    select(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className={styles.tabs}>
      <div ref={listRef} role="tablist" aria-labelledby={labelledBy} className={styles.tablist} data-anchors={anchors ? idsKey : undefined}>
        {items.map((item, i) => (
          <button
            key={item.id}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${idBase}-tab-${item.id}`}
            aria-controls={`${idBase}-panel-${item.id}`}
            aria-selected={i === selected}
            tabIndex={i === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => select(i)}
            onKeyDown={(event) => onKeyDown(event, i)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item, i) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${idBase}-panel-${item.id}`}
          aria-labelledby={`${idBase}-tab-${item.id}`}
          hidden={hydrated && i !== selected}
          data-pending={!hydrated && i !== selected ? '' : undefined}
          tabIndex={0}
          className={styles.panel}
        >
          {labelPanels ? <h3 className={hydrated ? 'visually-hidden' : styles.panelLabel}>{item.label}</h3> : null}
          {item.content}
        </div>
      ))}
    </div>
  );
}
