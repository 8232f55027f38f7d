/** Sprints block: three audience lists in order, sprint details, service links and the '+N more items' disclosure. */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Sprints } from './Sprints';
import type { SectionOf } from '../types';

type Section = SectionOf<'SprintsSection'>;

const sprint = (
  id: string,
  name: string,
  title: string,
  categories: string[],
  service: { path: string; card: { title: string } } | null = null,
) => ({
  id,
  name,
  title,
  text: `${title}: what happens during the sprint and what you keep afterwards.`,
  categories,
  service,
});

const section: Section = {
  __typename: 'SprintsSection',
  sprintsProps: {
    heading: 'Pick the sprint that fits where you are',
    text: 'Each pilot is one sprint with a fixed scope.',
    audiences: [
      {
        audience: 'startups',
        label: 'Startups',
        moreItems: ['Pricing page with a plan comparison', 'App store listing copy', 'Churn interview script'],
        sprints: [
          sprint('mvp-scope', 'Sprint 1', 'Scope an MVP investors understand', ['Strategy', 'UX'], {
            path: '/services/pilot-for-startups/',
            card: { title: 'Pilot for Startups' },
          }),
          sprint('clickable-demo', 'Sprint 2', 'A clickable demo for your next pitch', ['Prototyping']),
        ],
      },
      {
        audience: 'smb',
        label: 'Small and Medium Business',
        moreItems: ['Analytics events plan'],
        sprints: [sprint('funnel-audit', 'Sprint 1', 'Find where your funnel leaks', ['Research', 'Analytics'])],
      },
      {
        audience: 'enterprise',
        label: 'Enterprise',
        moreItems: null,
        sprints: [
          sprint('workflow-map', 'Sprint 1', 'Map one critical workflow', ['Research'], {
            path: '/services/pilot-for-enterprise/',
            card: { title: 'Pilot for Enterprise' },
          }),
        ],
      },
    ],
  },
};

test('three audiences in content order, each with its sprints', () => {
  render(<Sprints section={section} index={2} />);
  expect(screen.getByRole('heading', { level: 2, name: 'Pick the sprint that fits where you are' })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
    'Startups',
    'Small and Medium Business',
    'Enterprise',
  ]);
  const startups = screen.getByRole('list', { name: 'Startups' });
  expect(
    within(startups)
      .getAllByRole('heading', { level: 4 })
      .map((h) => h.textContent),
  ).toEqual(['Scope an MVP investors understand', 'A clickable demo for your next pitch']);
});

test('a sprint shows its name, text and categories as tags', () => {
  render(<Sprints section={section} index={2} />);
  const smb = screen.getByRole('list', { name: 'Small and Medium Business' });
  expect(smb).toHaveTextContent('Sprint 1');
  expect(smb).toHaveTextContent('Find where your funnel leaks: what happens during the sprint');
  const tags = within(smb).getByRole('list', { name: 'Categories' });
  expect(
    within(tags)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['Research', 'Analytics']);
});

test('links only sprints that have a service, to that service page', () => {
  render(<Sprints section={section} index={2} />);
  const links = screen.getAllByRole('link');
  expect(links.map((link) => link.getAttribute('href'))).toEqual(['/services/pilot-for-startups/', '/services/pilot-for-enterprise/']);
  expect(links[0]).toHaveTextContent('About Pilot for Startups');
});

test("a list with moreItems ends with a '+N more items' disclosure that shows the items when opened", async () => {
  render(<Sprints section={section} index={2} />);
  const startupsColumn = screen.getByRole('heading', { level: 3, name: 'Startups' }).parentElement;
  const details = startupsColumn?.lastElementChild as HTMLDetailsElement;
  expect(details.tagName).toBe('DETAILS');
  expect(details.open).toBe(false);
  await userEvent.click(within(details).getByText('+3 more items'));
  expect(details.open).toBe(true);
  expect(
    within(details)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['Pricing page with a plan comparison', 'App store listing copy', 'Churn interview script']);
  expect(screen.getByText('+1 more item')).toBeInTheDocument();
  const enterpriseColumn = screen.getByRole('heading', { level: 3, name: 'Enterprise' }).parentElement;
  expect(enterpriseColumn).not.toHaveTextContent(/more item/);
});
