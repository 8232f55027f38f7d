/**
 * Filter form of /cases: every value of the four label groups as a chip (a real checkbox) with the number of cases it would
 * show. With JavaScript a chip applies at once; without it the form is a plain GET form with a submit button. "Clear
 * filters" shows only while a filter is set.
 */
import { useEffect, useRef, type FormEvent, type MouseEvent } from 'react';
import { hasSelection, type FilterGroup, type FilterKey, type Selection } from '../../lib/caseFilters';
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
}

export function CaseFilters({ id, groups, selection, onToggle, onClear, onApply, action }: CaseFiltersProps) {
  const { casesPage: copy, caseTemplate: groupTitles } = useCopy();
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
  return (
    <form id={id} ref={formRef} className={styles.form} method="get" action={action} onSubmit={submit} aria-label={copy.filtersLabel}>
      {groups.map((group) => (
        <fieldset key={group.key} className={styles.group} data-filter={group.param}>
          <legend className={styles.legend}>{groupTitles[group.key]}</legend>
          <ul className={styles.options}>
            {group.options.map((option) => {
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
        <span hidden={!hasSelection(selection)} {...{ [CLEAR_ATTRIBUTE]: '' }}>
          <a href={action} className={styles.clear} onClick={clear}>
            {copy.clear}
          </a>
        </span>
      </div>
    </form>
  );
}
