/** Tiles: every included activity as a titled tile, with its optional description. */
import { render, screen, within } from '@testing-library/react';
import { Tiles } from './Tiles';
import type { SectionProps } from '../types';

const section: SectionProps<'TilesSection'>['section'] = {
  __typename: 'TilesSection',
  tilesProps: {
    heading: 'What a design sprint includes',
    text: 'Five days, one decision-ready prototype.',
    tiles: [
      { title: 'Stakeholder interviews', text: 'Short calls with the people who own the numbers.' },
      { title: 'Competitor teardown', text: null },
      { title: 'Clickable prototype', text: 'Realistic enough that users forget it is a mock-up.' },
      { title: 'Five user tests', text: 'Recorded sessions and a one-page summary.' },
    ],
  },
};

test('renders each activity as a tile with its heading and text', () => {
  render(<Tiles section={section} index={2} />);
  expect(screen.getByRole('heading', { level: 2, name: 'What a design sprint includes' })).toHaveAttribute('id', 'section-2-title');
  expect(screen.getByText('Five days, one decision-ready prototype.')).toBeInTheDocument();
  const tiles = within(screen.getByRole('list')).getAllByRole('listitem');
  expect(tiles).toHaveLength(4);
  expect(within(tiles[0]).getByRole('heading', { level: 3, name: 'Stakeholder interviews' })).toBeInTheDocument();
  expect(tiles[1].querySelectorAll('p')).toHaveLength(0);
  expect(tiles[3]).toHaveTextContent('Recorded sessions and a one-page summary.');
  expect(document.querySelector('[data-section="Tiles"]')).not.toBeNull();
});
