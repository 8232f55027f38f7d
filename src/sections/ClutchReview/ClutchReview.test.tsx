/** Review-platform card: review record fields, link to its page, and the PDF link only when the review has a PDF. */
import { render, screen, within } from '@testing-library/react';
import { ClutchReview } from './ClutchReview';
import type { SectionOf } from '../types';
import { fakeFile } from '../../../__tests__/helpers/image';

type Section = SectionOf<'ClutchReviewSection'>;
type Review = Section['clutchReviewProps']['review'];

const baseReview: Review = {
  path: '/blog/review/formify-saas-redesign-review/',
  title: 'They turned a cluttered SaaS into something our site managers enjoy',
  text: 'Oakline interviewed our crews on site and rebuilt the daily report around what they actually log.',
  image: fakeFile('david-ruiz', 160, 160),
  humanName: 'David Ruiz',
  position: 'COO, Formify',
  rating: 5,
  date: '2025-03-14',
  pdf: null,
};

const section = (review: Review, heading: string | null = null): Section => ({
  __typename: 'ClutchReviewSection',
  clutchReviewProps: { heading, review },
});

test('shows the review with its score, reviewer and date', () => {
  render(<ClutchReview section={section(baseReview, 'Reviewed on an independent platform')} index={4} />);
  expect(screen.getByRole('heading', { level: 2, name: 'Reviewed on an independent platform' })).toHaveAttribute('id', 'section-4-title');
  const card = screen.getByRole('article', { name: baseReview.title });
  expect(within(card).getByRole('img', { name: 'Rated 5.0 out of 5' })).toBeInTheDocument();
  expect(within(card).getByText(/rebuilt the daily report/)).toBeInTheDocument();
  expect(card).toHaveTextContent('David Ruiz');
  expect(card).toHaveTextContent('COO, Formify');
  expect(card.querySelector('time')).toHaveAttribute('datetime', '2025-03-14');
  expect(card.querySelector('time')).toHaveTextContent('14 March 2025');
});

test('links to the review page', () => {
  render(<ClutchReview section={section(baseReview)} index={4} />);
  expect(screen.getByRole('heading', { level: 2, name: 'What clients write about us' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Read the full review/ })).toHaveAttribute('href', '/blog/review/formify-saas-redesign-review/');
});

test('offers the PDF only when the review has one', () => {
  const { rerender } = render(<ClutchReview section={section(baseReview)} index={4} />);
  expect(screen.queryByRole('link', { name: 'Download the review (PDF)' })).toBeNull();
  const withPdf = { ...baseReview, pdf: { src: '/pdf/reviews/formify.pdf', name: 'formify-review.pdf' } };
  rerender(<ClutchReview section={section(withPdf)} index={4} />);
  const pdf = screen.getByRole('link', { name: 'Download the review (PDF)' });
  expect(pdf).toHaveAttribute('href', '/pdf/reviews/formify.pdf');
  expect(pdf).toHaveAttribute('download', 'formify-review.pdf');
});
