/** CaseFilters: labelled checkbox groups that submit as a GET query, toggling and clearing through callbacks. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CaseFilters } from './CaseFilters';
import { buildFilterGroups, emptySelection } from '../../lib/caseFilters';

const groups = buildFilterGroups([
  { attributes: { services: ['UX design'], industries: ['🏥 Healthcare'], companyType: 'Startup', projectType: 'Mobile app' } },
  { attributes: { services: ['Branding'], industries: ['💳 Fintech'], companyType: 'Enterprise', projectType: 'Website' } },
]);

function setup(selection = emptySelection()) {
  const handlers = { onToggle: jest.fn(), onClear: jest.fn(), onApply: jest.fn() };
  render(<CaseFilters groups={groups} selection={selection} action="/cases/" {...handlers} />);
  return handlers;
}

test('renders the four groups as GET checkboxes named after the query parameters', () => {
  setup({ ...emptySelection(), industries: ['healthcare'] });
  expect([...document.querySelectorAll('fieldset legend')].map((legend) => legend.textContent)).toEqual([
    'Services',
    'Industries',
    'Company type',
    'Project type',
  ]);
  expect(document.querySelector('details[data-filter="industry"]')).toHaveAttribute('open');
  expect(document.querySelector('details[data-filter="service"]')).not.toHaveAttribute('open');
  const form = screen.getByRole('form', { name: 'Filter case studies' });
  expect(form).toHaveAttribute('method', 'get');
  expect(form).toHaveAttribute('action', '/cases/');
  const healthcare = screen.getByRole('checkbox', { name: /Healthcare/, hidden: true });
  expect(healthcare).toHaveAttribute('name', 'industry');
  expect(healthcare).toHaveAttribute('value', 'healthcare');
  expect(healthcare).toBeChecked();
  expect(screen.getByRole('checkbox', { name: /Fintech/, hidden: true })).not.toBeChecked();
});

test('toggling, applying and clearing call back', async () => {
  const user = userEvent.setup();
  const handlers = setup();
  await user.click(screen.getByText('Company type', { selector: 'summary' }));
  await user.click(screen.getByRole('checkbox', { name: /Startup/ }));
  expect(handlers.onToggle).toHaveBeenCalledWith('companyType', 'startup');
  await user.click(screen.getByRole('button', { name: 'Show cases' }));
  expect(handlers.onApply).toHaveBeenCalled();
  await user.click(screen.getByRole('link', { name: 'Clear filters' }));
  expect(handlers.onClear).toHaveBeenCalled();
});
