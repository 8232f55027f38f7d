/** Sticky rectangles: cards in order, each with its background and a text colour that keeps AA contrast. */
import { render, screen, within } from '@testing-library/react';
import { StickyRectangles } from './StickyRectangles';
import { contrastRatio } from './contrast';
import type { SectionProps } from '../types';

const section: SectionProps<'StickyRectanglesSection'>['section'] = {
  __typename: 'StickyRectanglesSection',
  stickyRectanglesProps: {
    heading: 'Why product teams keep us on',
    items: [
      {
        title: 'Senior people only',
        text: 'Everyone on your project has shipped at least ten products.',
        bgColor: '#5536e8',
        itemStyles: null,
      },
      {
        title: null,
        text: 'You see working screens in the first week, not a slide deck.',
        bgColor: '#ffc83d',
        itemStyles: { textColor: null, rotate: -2 },
      },
      {
        title: 'Numbers over opinions',
        text: 'Every redesign ships with the metrics that prove it worked.',
        bgColor: '#16131f',
        itemStyles: { textColor: '#ffc83d', rotate: 3 },
      },
      {
        title: 'Readable by design',
        text: 'A wanted colour that fails contrast is replaced.',
        bgColor: '#ffc83d',
        itemStyles: { textColor: '#ffffff', rotate: null },
      },
    ],
  },
};

const rgbToHex = (rgb: string) =>
  `#${(rgb.match(/\d+/g) ?? [])
    .slice(0, 3)
    .map((n) => Number(n).toString(16).padStart(2, '0'))
    .join('')}`;

test('renders the cards in order with their backgrounds, stacking index and tilt', () => {
  render(<StickyRectangles section={section} index={5} />);
  const cards = within(screen.getByRole('list')).getAllByRole('listitem');
  expect(cards).toHaveLength(4);
  expect(cards.map((card) => rgbToHex(card.style.backgroundColor))).toEqual(['#5536e8', '#ffc83d', '#16131f', '#ffc83d']);
  expect(cards.map((card) => card.style.getPropertyValue('--stack-index'))).toEqual(['0', '1', '2', '3']);
  expect(cards[1].style.getPropertyValue('--tilt')).toBe('-2deg');
  expect(within(cards[0]).getByRole('heading', { level: 3, name: 'Senior people only' })).toBeInTheDocument();
  expect(document.querySelector('[data-section="StickyRectangles"]')).not.toBeNull();
});

test('text colour follows the background and honours a given colour only when it stays AA', () => {
  render(<StickyRectangles section={section} index={5} />);
  const cards = within(screen.getByRole('list')).getAllByRole('listitem');
  const colours = cards.map((card) => rgbToHex(card.style.color));
  expect(colours).toEqual(['#ffffff', '#16131f', '#ffc83d', '#16131f']);
  cards.forEach((card, i) => expect(contrastRatio(rgbToHex(card.style.backgroundColor), colours[i])).toBeGreaterThanOrEqual(4.5));
});
