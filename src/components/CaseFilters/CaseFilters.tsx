/**
 * Filter form of /cases: every value of the four label groups as a chip (a real checkbox) with the number of cases it would
 * show. With JavaScript a chip applies at once; without it the form is a plain GET form with a submit button. "Clear
 * filters" shows only while a filter is set. A long group shows its most used values and folds the rest under a native
 * disclosure (<details>), which opens without JavaScript too.
 */
import { useEffect, useRef, type FormEvent, type MouseEvent } from 'react';
import { hasSelection, type FilterGroup, type FilterKey, type FilterOption, type Selection } from '../../lib/caseFilters';
import { CLEAR_ATTRIBUTE, LIVE_ATTRIBUTE } from '../../lib/casesFirstPaintScript';
import { stripEmoji } from '../../lib/stripEmoji';
import * as styles from './CaseFilters.module.scss';
import { useCopy } from '../useSiteSettings';
import { fill } from '../../lib/fill';

interface CaseFiltersProps {
  id: string;
  groups: FilterGroup[];
  selection: Selection;
  onToggle: (key: FilterKey, value: string) => void;
  onClear: () => void;
  /** Called when the form is submitted with JavaScript on (filtering is already applied; e.g. move focus to the results). */
  onApply: () => void;
  action: string;
  /** Per long group, the values kept in view (src/lib/caseFilters.ts: valuesInView); the others fold away. All in view without it. */
  inView?: Partial<Record<FilterKey, ReadonlySet<string>>>;
}

export function CaseFilters({ id, groups, selection, onToggle, onClear, onApply, action, inView = {} }: CaseFiltersProps) {
  const { casesPage: copy, caseTemplate: groupTitles } = useCopy();
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
  const chipList = (group: FilterGroup, options: FilterOption[]) => (
    <ul className={styles.options}>
      {options.map((option) => {
        const optionId = `filter-${group.param}-${option.value}`;
        const checked = selection[group.key].includes(option.value);
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
            <label htmlFor={optionId} className={styles.chip} title={stripEmoji(option.label)}>
              {option.label}
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
  const foldedChips = (group: FilterGroup, options: FilterOption[]) =>
    options.length > 0 ? (
      <details className={styles.more}>
        <summary className={styles.moreToggle}>
          <span className={styles.whenClosed}>{fill(copy.moreValues, { count: options.length })}</span>
          <span className={styles.whenOpen}>{copy.fewerValues}</span>
        </summary>
        {chipList(group, options)}
      </details>
    ) : null;
  return (
    <form
      id={id}
      ref={formRef}
      className={styles.form}
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
        <span hidden={!hasSelection(selection)} {...{ [CLEAR_ATTRIBUTE]: '' }}>
          <a href={action} className={styles.clear} onClick={clear}>
            {copy.clear}
          </a>
        </span>
      </div>
    </form>
  );
}
