/**
 * Filter form of a listing (/cases, /blog): every value of its label groups as a chip (a real checkbox) with the number of
 * items it would show. With JavaScript a chip applies at once; without it the form is a plain GET form with a submit
 * button. "Clear filters" shows only while a filter is set.
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
}

export function FilterChips<K extends string>(props: FilterChipsProps<K>) {
  const { id, groups, selection, onToggle, onClear, onApply, action, copy, groupTitles, className } = props;
  const optionLabel = props.optionLabel ?? ((option: FilterOption) => option.label);
  const formRef = useRef<HTMLFormElement>(null);
  // From now on chips apply through React; the inline first-paint script stops submitting the form on change.
  useEffect(() => formRef.current?.setAttribute(LIVE_ATTRIBUTE, ''), []);
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
    >
      {groups.map((group) => (
        <fieldset key={group.key} className={styles.group} data-filter={group.param}>
          <legend className={styles.legend}>{groupTitles[group.key]}</legend>
          <ul className={styles.options}>
            {group.options.map((option) => {
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
                    <span className={styles.count} aria-hidden="true">
                      {option.count}
                    </span>
                    <span className="visually-hidden">{fill(copy.chipCount, { count: option.count })}</span>
                  </label>
                </li>
              );
            })}
          </ul>
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
