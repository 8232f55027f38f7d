/** Filter form of /cases: one collapsible checkbox group per label group; a plain GET form, so it submits even without JavaScript. */
import { useEffect, useState, type FormEvent, type MouseEvent } from 'react';
import type { FilterGroup, FilterKey, Selection } from '../../lib/caseFilters';
import { stripEmoji } from '../../lib/stripEmoji';
import * as styles from './CaseFilters.module.scss';
import { useCopy } from '../useSiteSettings';
import { fill } from '../../lib/fill';

interface CaseFiltersProps {
  groups: FilterGroup[];
  selection: Selection;
  onToggle: (key: FilterKey, value: string) => void;
  onClear: () => void;
  /** Called when the form is submitted with JavaScript on (filtering is already applied; e.g. move focus to the results). */
  onApply: () => void;
  action: string;
}

export function CaseFilters({ groups, selection, onToggle, onClear, onApply, action }: CaseFiltersProps) {
  const { casesPage: copy, caseTemplate: groupTitles } = useCopy();
  // Groups that have had a selection stay open (never auto-collapse while someone is choosing).
  const [pinned, setPinned] = useState<ReadonlySet<FilterKey>>(() => new Set());
  useEffect(() => {
    const active = groups.filter((g) => selection[g.key].length > 0 && !pinned.has(g.key)).map((g) => g.key);
    if (active.length > 0) setPinned(new Set([...pinned, ...active]));
  }, [groups, selection, pinned]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply();
  };
  const clear = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onClear();
  };
  return (
    <form className={styles.form} method="get" action={action} onSubmit={submit} aria-label={copy.filtersLabel}>
      {groups.map((group) => {
        const selected = selection[group.key].length;
        return (
          <details key={group.key} className={styles.group} data-filter={group.param} open={pinned.has(group.key) || undefined}>
            <summary className={styles.summary}>
              {groupTitles[group.key]}
              {selected > 0 ? <span className={styles.selected}> · {fill(copy.selected, { count: selected })}</span> : null}
            </summary>
            <fieldset className={styles.fieldset}>
              <legend className="visually-hidden">{groupTitles[group.key]}</legend>
              <ul className={styles.options}>
                {group.options.map((option) => {
                  const id = `filter-${group.param}-${option.value}`;
                  return (
                    <li key={option.value}>
                      <input
                        id={id}
                        className={styles.checkbox}
                        type="checkbox"
                        name={group.param}
                        value={option.value}
                        checked={selection[group.key].includes(option.value)}
                        onChange={() => onToggle(group.key, option.value)}
                      />
                      <label htmlFor={id} className={styles.label} title={stripEmoji(option.label)}>
                        {option.label} <span className={styles.count}>({option.count})</span>
                      </label>
                    </li>
                  );
                })}
              </ul>
            </fieldset>
          </details>
        );
      })}
      <div className={styles.actions}>
        <button type="submit" className={styles.apply}>
          {copy.apply}
        </button>
        <a href={action} className={styles.clear} onClick={clear}>
          {copy.clear}
        </a>
      </div>
    </form>
  );
}
