/** Moving images: heading, text and person; a looping image list whose copy is hidden from AT; a pause/play button. */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MovingImages } from './MovingImages';
import type { SectionProps } from '../types';
import { fakeFile } from '../../../__tests__/helpers/image';

jest.mock('./MovingImages.module.scss', () => ({ marquee: 'marquee', paused: 'paused' }));

const section: SectionProps<'MovingImagesSection'>['section'] = {
  __typename: 'MovingImagesSection',
  movingImagesProps: {
    title: 'Screens we shipped this year',
    text: 'A rolling wall of dashboards, apps and sites our designers took from sketch to release.',
    person: { name: 'Ola Nowak', position: 'Design Director', image: fakeFile('portrait-ola', 64, 64) },
    items: [
      { id: 'ledgerly', alt: 'Ledgerly invoice dashboard with overdue payments highlighted', image: fakeFile('ledgerly', 360, 240) },
      { id: 'fitsync', alt: 'FitSync workout plan on a phone', image: fakeFile('fitsync', 360, 240) },
      { id: 'cargo', alt: 'Cargo TMS route map with live truck positions', image: fakeFile('cargo', 360, 240) },
    ],
  },
};

test('renders the heading, text and the person behind the work', () => {
  render(<MovingImages section={section} index={7} />);
  expect(screen.getByRole('heading', { level: 2, name: 'Screens we shipped this year' })).toHaveAttribute('id', 'section-7-title');
  expect(screen.getByText(/rolling wall of dashboards/)).toBeInTheDocument();
  expect(screen.getByText('Ola Nowak')).toBeInTheDocument();
  expect(screen.getByText('Design Director')).toBeInTheDocument();
  expect(document.querySelector('[data-section="MovingImages"]')).not.toBeNull();
});

test('each image is announced once: the looping copy is aria-hidden with empty alts', () => {
  render(<MovingImages section={section} index={7} />);
  const region = screen.getByRole('region', { name: 'Project images' });
  expect(
    within(region)
      .getAllByRole('img')
      .map((img) => img.getAttribute('alt')),
  ).toEqual(section.movingImagesProps.items.map((item) => item.alt));
  const lists = region.querySelectorAll('ul');
  expect(lists).toHaveLength(2);
  expect(lists[0]).not.toHaveAttribute('aria-hidden');
  expect(lists[1]).toHaveAttribute('aria-hidden', 'true');
  expect(Array.from(lists[1].querySelectorAll('img')).map((img) => img.getAttribute('alt'))).toEqual(['', '', '']);
});

test('the pause button stops and restarts the marquee', async () => {
  const user = userEvent.setup();
  render(<MovingImages section={section} index={7} />);
  const button = screen.getByRole('button', { name: 'Pause image carousel' });
  expect(button).toHaveAttribute('aria-pressed', 'false');
  await user.click(button);
  expect(screen.getByRole('button', { name: 'Play image carousel' })).toHaveAttribute('aria-pressed', 'true');
  expect(button.parentElement).toHaveClass('paused');
  await user.click(button);
  expect(screen.getByRole('button', { name: 'Pause image carousel' })).toHaveAttribute('aria-pressed', 'false');
  expect(button.parentElement).not.toHaveClass('paused');
});

test('the image strip can be focused (focus pauses it in CSS)', async () => {
  const user = userEvent.setup();
  render(<MovingImages section={section} index={7} />);
  await user.tab();
  await user.tab();
  expect(screen.getByRole('region', { name: 'Project images' })).toHaveFocus();
});
