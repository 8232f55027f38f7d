/** Card grid: visible cards with icon, title, text and value; hidden cards are absent from the DOM and the a11y tree. */
import { render, screen, within } from '@testing-library/react';
import { CardGrid } from './CardGrid';
import type { SectionProps } from '../types';
import { fakeFile } from '../../../__tests__/helpers/image';

const section: SectionProps<'CardGridSection'>['section'] = {
  __typename: 'CardGridSection',
  cardGridProps: {
    heading: 'Ways to work with us',
    text: 'Pick the engagement that matches where your product is.',
    cards: [
      {
        icon: fakeFile('icon-audit', 48, 48),
        symbol: null,
        title: 'UX audit',
        text: 'Two weeks, a ranked list of fixes and a roadmap.',
        value: 'from 2 weeks',
        hidden: null,
      },
      {
        icon: null,
        symbol: 'wallet',
        title: 'RD Architecture',
        text: 'Research and design of a whole product line.',
        value: '$130k to $1.2m',
        hidden: false,
      },
      {
        icon: null,
        symbol: null,
        title: 'UX audit (old pricing)',
        text: 'A duplicate kept for the archive.',
        value: 'from 3 weeks',
        hidden: true,
      },
      { icon: null, symbol: null, title: 'Design support', text: 'A senior designer embedded in your sprints.', value: null, hidden: null },
    ],
  },
};

test('renders the visible cards with their icon, title, text and value', () => {
  render(<CardGrid section={section} index={6} />);
  const cards = within(screen.getByRole('list')).getAllByRole('listitem');
  expect(cards).toHaveLength(3);
  expect(within(cards[0]).getByRole('heading', { level: 3, name: 'UX audit' })).toBeInTheDocument();
  expect(cards[0].querySelector('picture img')).toHaveAttribute('alt', '');
  expect(cards[1]).toHaveTextContent('$130k to $1.2m');
  expect(cards[1].querySelector('picture')).toBeNull();
  // The line icon the content names, decorative next to the title.
  expect(cards[1].querySelector('svg[aria-hidden="true"] path')).not.toBeNull();
  expect(cards[0].querySelector('svg')).toBeNull();
  expect(cards[2]).toHaveTextContent('A senior designer embedded in your sprints.');
  expect(document.querySelector('[data-section="CardGrid"]')).not.toBeNull();
});

test('hidden cards are not rendered at all', () => {
  const { container } = render(<CardGrid section={section} index={6} />);
  expect(screen.queryByText('UX audit (old pricing)')).toBeNull();
  expect(screen.queryByRole('heading', { name: 'UX audit (old pricing)', hidden: true })).toBeNull();
  expect(container).not.toHaveTextContent('A duplicate kept for the archive.');
});
