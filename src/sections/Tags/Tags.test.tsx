/** Tags and steps: pills or a numbered list; service tags link to the service's computed path, others to their href. */
import { render, screen, within } from '@testing-library/react';
import { Tags } from './Tags';
import type { SectionProps } from '../types';

type Section = SectionProps<'TagsSection'>['section'];

const tag = (text: string, extra: Partial<Section['tagsProps']['tags'][number]> = {}) => ({
  text,
  detail: null,
  service: null,
  linkHref: null,
  diveDeeper: null,
  ...extra,
});

const tagsSection: Section = {
  __typename: 'TagsSection',
  tagsProps: {
    heading: 'Where look and feel leads next',
    text: 'Most teams pair this work with one of these.',
    variant: 'tags',
    tags: [
      tag('Mood boards'),
      tag('Landing page', { service: { path: '/services/landing-page/', card: { title: 'Landing Page' } } }),
      tag('concept design', { service: { path: '/services/concept-design/', card: { title: 'Concept Design' } }, diveDeeper: true }),
      tag('About the studio', { linkHref: '/about-us/' }),
      tag('Our Dribbble shots', { linkHref: 'https://dribbble.com/oakline' }),
    ],
  },
};

const stepsSection: Section = {
  __typename: 'TagsSection',
  tagsProps: {
    heading: 'How a UX audit runs',
    text: null,
    variant: 'steps',
    tags: [
      tag('Kick-off call', { detail: 'We agree on the goals, the funnels to study and who signs off.' }),
      tag('Expert review', { detail: 'Two senior designers walk every key flow against 40 heuristics.' }),
      tag('Report and roadmap', { detail: 'Findings ranked by impact, with fixes your team can ship next sprint.' }),
    ],
  },
};

test('tags render as a list of pills, plain or linked', () => {
  render(<Tags section={tagsSection} index={4} />);
  const list = screen.getByRole('list');
  expect(list.tagName).toBe('UL');
  expect(within(list).getAllByRole('listitem')).toHaveLength(5);
  expect(within(list).getByText('Mood boards').closest('a')).toBeNull();
  expect(screen.getByRole('link', { name: 'Landing page' })).toHaveAttribute('href', '/services/landing-page/');
  expect(screen.getByRole('link', { name: 'About the studio' })).toHaveAttribute('href', '/about-us/');
  expect(screen.getByRole('heading', { level: 2, name: 'Where look and feel leads next' })).toBeInTheDocument();
});

test('a dive-deeper tag reads "Dive deeper: <text>" and links to its service', () => {
  render(<Tags section={tagsSection} index={4} />);
  expect(screen.getByRole('link', { name: 'Dive deeper: concept design' })).toHaveAttribute('href', '/services/concept-design/');
});

test('an external tag link opens in a new tab and says so', () => {
  render(<Tags section={tagsSection} index={4} />);
  const link = screen.getByRole('link', { name: /Our Dribbble shots/ });
  expect(link).toHaveAttribute('href', 'https://dribbble.com/oakline');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  expect(link).toHaveTextContent('(opens in a new tab)');
});

test('steps render as an ordered list with a detail under each step', () => {
  render(<Tags section={stepsSection} index={0} />);
  expect(screen.getByRole('heading', { level: 1, name: 'How a UX audit runs' })).toBeInTheDocument();
  const list = screen.getByRole('list');
  expect(list.tagName).toBe('OL');
  const items = within(list).getAllByRole('listitem');
  expect(items).toHaveLength(3);
  expect(items[1]).toHaveTextContent('Expert review');
  expect(items[1]).toHaveTextContent('Two senior designers walk every key flow against 40 heuristics.');
  expect(document.querySelector('[data-section="Tags"]')).not.toBeNull();
});
