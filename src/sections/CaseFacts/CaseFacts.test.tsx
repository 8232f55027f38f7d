/** Case facts: team size, duration and services involved, each service a link to its page. */
import { render, screen, within } from '@testing-library/react';
import { CaseFacts } from './CaseFacts';
import type { SectionOf } from '../types';

const section: SectionOf<'CaseFactsSection'> = {
  __typename: 'CaseFactsSection',
  caseFactsProps: {
    heading: 'The project',
    teamLabel: 'Team',
    teamSize: 5,
    teamText: 'A design lead, two product designers and a researcher',
    durationLabel: 'Duration',
    duration: '16 weeks',
    servicesLabel: 'Services involved',
    services: [
      { path: '/services/ux-research/', card: { title: 'UX Research' } },
      { path: '/services/design-system/', card: { title: 'Design System' } },
    ],
  },
};

test('lists team, duration and linked services as term/definition pairs', () => {
  const { container } = render(<CaseFacts section={section} index={6} />);
  expect([...container.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['Team', 'Duration', 'Services involved']);
  const values = [...container.querySelectorAll('dl > div > dd')];
  expect(values[0]).toHaveTextContent('5 A design lead, two product designers and a researcher');
  expect(values[1]).toHaveTextContent('16 weeks');
  const links = within(values[2] as HTMLElement).getAllByRole('link');
  expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
    ['UX Research', '/services/ux-research/'],
    ['Design System', '/services/design-system/'],
  ]);
  expect(screen.getByRole('heading', { level: 2, name: 'The project' })).toBeInTheDocument();
});
