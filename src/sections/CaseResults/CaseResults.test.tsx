/** Case results: the case's recorded figures (all, or the chosen ids in their order), value with meaning. */
import { render, screen, within } from '@testing-library/react';
import { CaseResults } from './CaseResults';
import type { SectionOf } from '../types';

const results = [
  { id: 'loads-per-dispatcher', value: '3.42x', meaning: 'loads planned per dispatcher' },
  { id: 'delivery-document', value: '2 min', meaning: 'to issue a delivery document' },
  { id: 'support-tickets', value: '-58%', meaning: 'support tickets from drivers' },
];
const section = (ids: string[] | null): SectionOf<'CaseResultsSection'> => ({
  __typename: 'CaseResultsSection',
  caseResultsProps: { heading: 'Results', results: ids, case: { results } },
});

test('shows every result of the case with its meaning when no ids are chosen', () => {
  render(<CaseResults section={section(null)} index={4} />);
  expect(screen.getByRole('heading', { level: 2, name: 'Results' })).toBeInTheDocument();
  const items = within(screen.getByRole('list')).getAllByRole('listitem');
  expect(items.map((li) => li.textContent)).toEqual([
    '3.42xloads planned per dispatcher',
    '2 minto issue a delivery document',
    '-58%support tickets from drivers',
  ]);
});

test('shows only the chosen results, in the chosen order', () => {
  render(<CaseResults section={section(['support-tickets', 'loads-per-dispatcher'])} index={4} />);
  const items = within(screen.getByRole('list')).getAllByRole('listitem');
  expect(items.map((li) => li.getAttribute('data-result'))).toEqual(['support-tickets', 'loads-per-dispatcher']);
});
