/** The /cases filter form (FilterChips with the four case groups and the cases' copy): every value as a labelled checkbox chip with its count, a GET form, toggling and clearing through callbacks, clearing only while filtered. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ComponentProps } from 'react';
import { FilterChips } from '../../src/components/FilterChips/FilterChips';
import { useCopy } from '../../src/components/useSiteSettings';
import { buildFilterGroups, emptySelection, toggleValue, type FilterKey, type Selection } from '../../src/lib/caseFilters';
import { CLEAR_ATTRIBUTE } from '../../src/lib/listingFirstPaintScript';

/** The form as /cases shows it (src/pages/cases/index.tsx through FilteredListing). */
function CaseFilters(props: Omit<ComponentProps<typeof FilterChips<FilterKey>>, 'copy' | 'groupTitles'>) {
  const { casesPage, caseTemplate } = useCopy();
  return <FilterChips<FilterKey> {...props} copy={casesPage} groupTitles={caseTemplate} />;
}

const cases = [
  { attributes: { services: ['UX design'], industries: ['🏥 Healthcare'], companyType: 'Startup', projectType: 'Mobile app' } },
  { attributes: { services: ['Branding'], industries: ['💳 Fintech'], companyType: 'Enterprise', projectType: 'Website' } },
  { attributes: { services: ['UX design'], industries: ['💳 Fintech'], companyType: 'Startup', projectType: 'Website' } },
];

function setup(selection = emptySelection()) {
  const handlers = { onToggle: jest.fn(), onClear: jest.fn(), onApply: jest.fn() };
  render(<CaseFilters id="f" groups={buildFilterGroups(cases, selection)} selection={selection} action="/cases/" {...handlers} />);
  return handlers;
}

test('renders the four groups as GET checkbox chips named after the query parameters, all visible at once', () => {
  setup({ ...emptySelection(), industries: ['healthcare'] });
  expect(screen.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent)).toEqual([
    'Services',
    'Industries',
    'Company type',
    'Project type',
  ]);
  const form = screen.getByRole('form', { name: 'Filter case studies' });
  expect(form).toHaveAttribute('method', 'get');
  expect(form).toHaveAttribute('action', '/cases/');
  const healthcare = screen.getByRole('checkbox', { name: /Healthcare/ });
  expect(healthcare).toHaveAttribute('name', 'industry');
  expect(healthcare).toHaveAttribute('value', 'healthcare');
  expect(healthcare).toBeChecked();
  expect(screen.getByRole('checkbox', { name: /Fintech/ })).not.toBeChecked();
});

test('each chip names how many cases it would show with the rest of the selection', () => {
  setup({ ...emptySelection(), industries: ['fintech'] });
  // Among fintech cases: one startup, one enterprise; industries count all cases (their own group is ignored).
  // (jsdom puts a space before the comma where a browser does not.)
  const named = (label: string, count: number) => screen.getByRole('checkbox', { name: new RegExp(`^${label} ?, ${count} matching$`) });
  expect(named('Startup', 1)).toHaveAttribute('value', 'startup');
  expect(named('Enterprise', 1)).toHaveAttribute('value', 'enterprise');
  expect(named('💳 Fintech', 2)).toHaveAttribute('value', 'fintech');
  expect(named('🏥 Healthcare', 1)).toHaveAttribute('value', 'healthcare');
  expect(named('Mobile app', 0)).toHaveAttribute('value', 'mobile-app');
});

test('toggling, applying and clearing call back', async () => {
  const user = userEvent.setup();
  const handlers = setup({ ...emptySelection(), industries: ['fintech'] });
  await user.click(screen.getByRole('checkbox', { name: /Startup/ }));
  expect(handlers.onToggle).toHaveBeenCalledWith('companyType', 'startup');
  await user.click(screen.getByRole('button', { name: 'Show cases' }));
  expect(handlers.onApply).toHaveBeenCalled();
  await user.click(screen.getByRole('link', { name: 'Clear filters' }));
  expect(handlers.onClear).toHaveBeenCalled();
});

test('"Clear filters" shows only while a filter is set, marked for the first-paint script', () => {
  setup();
  expect(screen.queryByRole('link', { name: 'Clear filters' })).toBeNull();
  const hiddenLink = screen.getByRole('link', { name: 'Clear filters', hidden: true });
  expect(hiddenLink.closest(`[${CLEAR_ATTRIBUTE}]`)).toHaveAttribute('hidden');
});

/** The form with its selection kept in state, as the /cases page keeps it. */
function Stateful({ initial }: { initial: Selection }) {
  const [selection, setSelection] = useState(initial);
  return (
    <CaseFilters
      id="f"
      groups={buildFilterGroups(cases, selection)}
      selection={selection}
      action="/cases/"
      onToggle={(key, value) => setSelection(toggleValue(selection, key, value))}
      onClear={() => setSelection(emptySelection())}
      onApply={() => undefined}
    />
  );
}

test('clearing with the keyboard hides the control and moves focus to the first chip', async () => {
  const user = userEvent.setup();
  render(<Stateful initial={{ ...emptySelection(), companyType: ['startup'] }} />);
  screen.getByRole('link', { name: 'Clear filters' }).focus();
  await user.keyboard('{Enter}');
  expect(screen.queryByRole('link', { name: 'Clear filters' })).toBeNull();
  expect(screen.getAllByRole('checkbox')[0]).toHaveFocus();
  await user.keyboard(' ');
  expect(screen.getByRole('link', { name: 'Clear filters' })).toBeVisible();
});
