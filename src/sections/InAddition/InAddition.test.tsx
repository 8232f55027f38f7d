/** "In addition..." card: the related service's own card copy and duration, linked to its computed path. */
import { render, screen } from '@testing-library/react';
import { InAddition } from './InAddition';
import type { SectionOf } from '../types';

const section = (heading: string | null): SectionOf<'InAdditionSection'> => ({
  __typename: 'InAdditionSection',
  inAdditionProps: {
    heading,
    service: {
      path: '/services/rd-architecture/',
      card: {
        title: 'R&D Architecture',
        text: 'Information architecture and flows for products with many moving parts.',
        time: 'from 1 month',
      },
    },
  },
});

test('shows the service card title, text and duration and links to the service path', () => {
  render(<InAddition section={section(null)} index={7} />);
  expect(screen.getByRole('heading', { level: 2, name: 'In addition...' })).toHaveAttribute('id', 'section-7-title');
  expect(screen.getByText('R&D Architecture')).toBeInTheDocument();
  expect(screen.getByText('from 1 month')).toBeInTheDocument();
  expect(screen.getByText(/many moving parts/)).toBeInTheDocument();
  const link = screen.getByRole('link', { name: 'Explore R&D Architecture' });
  expect(link).toHaveAttribute('href', '/services/rd-architecture/');
});

test('a custom heading replaces the default', () => {
  render(<InAddition section={section('Also worth a look')} index={7} />);
  expect(screen.getByRole('heading', { level: 2, name: 'Also worth a look' })).toBeInTheDocument();
});
