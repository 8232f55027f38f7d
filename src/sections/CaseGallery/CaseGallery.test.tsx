/** Case gallery: each screen is a figure with its alt text and visible caption, in content order. */
import { render, screen } from '@testing-library/react';
import { CaseGallery } from './CaseGallery';
import type { SectionOf } from '../types';
import { fakeFile } from '../../../__tests__/helpers/image';

const screens = [1, 2, 3].map((n) => ({
  image: fakeFile(`screen-${n}`, 800, 500),
  alt: `Dispatch board screen ${n}`,
  caption: `Caption of screen ${n}`,
}));
const section: SectionOf<'CaseGallerySection'> = {
  __typename: 'CaseGallerySection',
  caseGalleryProps: { kicker: 'The solution', heading: 'The dispatch board, the load drawer and the driver app', text: null, screens },
};

test('renders a figure per screen with alt text and caption, under an h2', () => {
  render(<CaseGallery section={section} index={3} />);
  expect(screen.getByRole('heading', { level: 2, name: 'The dispatch board, the load drawer and the driver app' })).toBeInTheDocument();
  const figures = screen.getAllByRole('figure');
  expect(figures).toHaveLength(3);
  expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([
    'Dispatch board screen 1',
    'Dispatch board screen 2',
    'Dispatch board screen 3',
  ]);
  expect(figures.map((f) => f.querySelector('figcaption')?.textContent)).toEqual([
    'Caption of screen 1',
    'Caption of screen 2',
    'Caption of screen 3',
  ]);
});
