/** Stats cards: heading, one card per figure in order, and the optional card background. */
import { render, screen, within } from '@testing-library/react';
import { StatsCards } from './StatsCards';
import type { SectionOf } from '../types';

const section: SectionOf<'StatsCardsSection'> = {
  __typename: 'StatsCardsSection',
  statsCardsProps: {
    heading: 'Why teams start with a pilot',
    cards: [
      {
        title: '78%',
        subtitle: 'continue after the pilot',
        result: null,
        text: 'Most pilot clients move on to a longer engagement.',
        bgColor: '#ece8fd',
      },
      { title: '1 sprint', subtitle: 'fixed scope', result: null, text: 'Two weeks and a price you know up front.', bgColor: null },
    ],
  },
};

test('renders the heading and one card per figure, in order', () => {
  render(<StatsCards section={section} index={1} />);
  expect(screen.getByRole('heading', { level: 2, name: 'Why teams start with a pilot' })).toHaveAttribute('id', 'section-1-title');
  const cards = within(screen.getByRole('list')).getAllByRole('listitem');
  expect(cards).toHaveLength(2);
  expect(within(cards[0]).getByRole('heading', { level: 3, name: 'continue after the pilot' })).toBeInTheDocument();
  expect(cards[0]).toHaveTextContent('78%');
  expect(cards[0]).toHaveTextContent('Most pilot clients move on to a longer engagement.');
  expect(cards[1]).toHaveTextContent('1 sprint');
});

test('bgColor colours only the card that sets it', () => {
  render(<StatsCards section={section} index={1} />);
  const cards = within(screen.getByRole('list')).getAllByRole('listitem');
  expect(cards[0]).toHaveStyle({ backgroundColor: '#ece8fd' });
  expect(cards[1].getAttribute('style')).toBeNull();
});

test("a card quoting a case result shows the case's recorded value and meaning", () => {
  const quoting: SectionOf<'StatsCardsSection'> = {
    __typename: 'StatsCardsSection',
    statsCardsProps: {
      heading: 'What clients get',
      cards: [
        {
          title: null,
          subtitle: null,
          result: {
            result: 'loads-per-dispatcher',
            case: {
              results: [
                { id: 'support-tickets', value: '-58%', meaning: 'support tickets' },
                { id: 'loads-per-dispatcher', value: '3.42x', meaning: 'loads planned per dispatcher' },
              ],
            },
          },
          text: 'Cargo dispatchers plan from one board.',
          bgColor: null,
        },
      ],
    },
  };
  render(<StatsCards section={quoting} index={1} />);
  const card = within(screen.getByRole('list')).getByRole('listitem');
  expect(within(card).getByRole('heading', { level: 3, name: 'loads planned per dispatcher' })).toBeInTheDocument();
  expect(card).toHaveTextContent('3.42x');
  expect(card).not.toHaveTextContent('-58%');
});
