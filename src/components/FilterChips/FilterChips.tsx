/**
 * Filter form of a listing (/cases, /blog): every value of its label groups as a chip (a real checkbox) with the number of
 * items it would show. With JavaScript a chip applies at once; without it the form is a plain GET form with a submit
 * button. "Clear filters" shows only while a filter is set. A long group shows its most used values and folds the rest under
 * a native disclosure (<details>), which opens without JavaScript too.
 */
import { useEffect, useRef, type FormEvent, type MouseEvent } from 'react';
import type { FilterGroup, FilterOption, Selection } from '../../lib/listFilters';
import { CLEAR_ATTRIBUTE, LIVE_ATTRIBUTE } from '../../lib/listingFirstPaintScript';
import { stripEmoji } from '../../lib/stripEmoji';
import * as styles from './FilterChips.module.scss';
import { fill } from '../../lib/fill';

/** The form's copy from content: its accessible name, the count after a chip for screen readers, its two buttons. */
export interface FilterChipsCopy {
  filtersLabel: string;
  chipCount: string;
  apply: string;
  clear: string;
  /** The disclosure of a long group's folded values ("Show {count} more"), and its label while open. */
  moreValues?: string;
  fewerValues?: string;
}

interface FilterChipsProps<K extends string> {
  id: string;
  groups: FilterGroup<K>[];
  selection: Selection<K>;
  onToggle: (key: K, value: string) => void;
  onClear: () => void;
  /** Called when the form is submitted with JavaScript on (filtering is already applied; e.g. move focus to the results). */
  onApply: () => void;
  action: string;
  copy: FilterChipsCopy;
  /** Each group's legend. */
  groupTitles: Record<K, string>;
  /** A chip's visible label, when it is not the label the items carry (the blog's kinds are named in content). */
  optionLabel?: (option: FilterOption) => string;
  className?: string;
  /** Per long group, the values kept in view (listFilters' valuesInView); the others fold away. All in view without it. */
  inView?: Partial<Record<K, ReadonlySet<string>>>;
}

export function FilterChips<K extends string>(props: FilterChipsProps<K>) {
  const { id, groups, selection, onToggle, onClear, onApply, action, copy, groupTitles, className } = props;
  const inView: Partial<Record<K, ReadonlySet<string>>> = props.inView ?? {};
  const optionLabel = props.optionLabel ?? ((option: FilterOption) => option.label);
  const formRef = useRef<HTMLFormElement>(null);
  // From now on chips apply through React; the inline first-paint script stops submitting the form on change.
  useEffect(() => formRef.current?.setAttribute(LIVE_ATTRIBUTE, ''), []);
  // A chosen value never hides in a closed disclosure (an address with a filter, back and forward); a visitor's own closing stays.
  useEffect(() => {
    formRef.current?.querySelectorAll('details').forEach((details) => {
      if (details.querySelector('input:checked')) details.open = true;
    });
  }, [selection]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply();
  };
  // Clearing hides the control that had focus: focus moves to the first chip, where choosing starts again.
  const clear = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onClear();
    formRef.current?.querySelector('input')?.focus();
  };
  // Render helpers, called (not mounted as components), so a re-render keeps every chip's element and its focus.
  const chipList = (group: FilterGroup<K>, options: FilterOption[]) => (
    <ul className={styles.options}>
      {options.map((option) => {
        const optionId = `filter-${group.param}-${option.value}`;
        const checked = selection[group.key].includes(option.value);
        const label = optionLabel(option);
        return (
          <li key={option.value}>
            <input
              id={optionId}
              className={styles.checkbox}
              type="checkbox"
              name={group.param}
              value={option.value}
              checked={checked}
              onChange={() => onToggle(group.key, option.value)}
            />
            <label htmlFor={optionId} className={styles.chip} title={stripEmoji(label)}>
              {label}
              {/* Marked for the server, which writes the counts of a filtered address (server/filteredCases.ts). */}
              <span className={styles.count} aria-hidden="true" data-chip-count="" suppressHydrationWarning>
                {option.count}
              </span>
              <span className="visually-hidden" data-chip-count-label="" suppressHydrationWarning>
                {fill(copy.chipCount, { count: option.count })}
              </span>
            </label>
          </li>
        );
      })}
    </ul>
  );
  const foldedChips = (group: FilterGroup<K>, options: FilterOption[]) =>
    options.length > 0 && copy.moreValues && copy.fewerValues ? (
      <details className={styles.more}>
        <summary className={styles.moreToggle}>
          <span className={styles.whenClosed}>{fill(copy.moreValues, { count: options.length })}</span>
          <span className={styles.whenOpen}>{copy.fewerValues}</span>
        </summary>
        {chipList(group, options)}
      </details>
    ) : null;
  const filtered = Object.values<string[]>(selection).some((values) => values.length > 0);
  return (
    <form
      id={id}
      ref={formRef}
      className={`${styles.form} ${className ?? ''}`}
      method="get"
      action={action}
      onSubmit={submit}
      aria-label={copy.filtersLabel}
      data-chip-count-template={copy.chipCount}
    >
      {groups.map((group) => (
        <fieldset key={group.key} className={styles.group} data-filter={group.param}>
          <legend className={styles.legend}>{groupTitles[group.key]}</legend>
          {chipList(
            group,
            group.options.filter((o) => inView[group.key]?.has(o.value) ?? true),
          )}
          {inView[group.key]
            ? foldedChips(
                group,
                group.options.filter((o) => !inView[group.key]?.has(o.value)),
              )
            : null}
        </fieldset>
      ))}
      <div className={styles.actions}>
        <button type="submit" className={styles.apply}>
          {copy.apply}
        </button>
        {/* The wrapper carries `hidden`: the link's own display rule would override it. */}
        <span hidden={!filtered} {...{ [CLEAR_ATTRIBUTE]: '' }}>
          <a href={action} className={styles.clear} onClick={clear}>
            {copy.clear}
          </a>
        </span>
      </div>
    </form>
  );
}
