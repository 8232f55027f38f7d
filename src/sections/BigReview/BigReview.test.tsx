/** Big review: quote paragraphs, reviewer, and the review-platform block that hideClutchBlock removes. */
import { render, screen, within } from '@testing-library/react';
import { BigReview } from './BigReview';
import type { SectionOf } from '../types';
import { fakeFile } from '../../../__tests__/helpers/image';

type Section = SectionOf<'BigReviewSection'>;
type Props = Section['bigReviewProps'];

function section(overrides: Partial<Props> = {}): Section {
  return {
    __typename: 'BigReviewSection',
    bigReviewProps: {
      texts: [
        'We came to Oakline with a dashboard nobody opened twice.',
        'Six weeks later our trial users were finishing onboarding on their own.',
      ],
      image: fakeFile('maya-chen', 160, 160),
      personName: 'Maya Chen',
      nameAndPosition: 'Head of Product, Ledgerly',
      hideClutchBlock: null,
      review: {
        path: '/blog/review/ledgerly-product-design-review/',
        humanName: 'Maya Chen',
        position: 'Head of Product, Ledgerly',
        rating: 4.9,
      },
      ...overrides,
    },
  };
}

test('each text is a paragraph of one blockquote, followed by the reviewer', () => {
  const { container } = render(<BigReview section={section()} index={3} />);
  const quotes = container.querySelectorAll('blockquote');
  expect(quotes).toHaveLength(1);
  expect([...quotes[0].querySelectorAll('p')].map((p) => p.textContent)).toEqual([
    'We came to Oakline with a dashboard nobody opened twice.',
    'Six weeks later our trial users were finishing onboarding on their own.',
  ]);
  const caption = container.querySelector('figcaption');
  expect(caption).toHaveTextContent('Maya Chen');
  expect(caption).toHaveTextContent('Head of Product, Ledgerly');
  expect(caption?.querySelector('img')).toHaveAttribute('alt', '');
  expect(screen.getByRole('heading', { level: 2 })).toHaveAttribute('id', 'section-3-title');
});

test('the platform block shows the rating with a spoken label and links to the review page', () => {
  render(<BigReview section={section()} index={3} />);
  const block = screen.getByRole('complementary', { name: 'Independent review' });
  expect(within(block).getByRole('img', { name: 'Rated 4.9 out of 5' })).toBeInTheDocument();
  expect(block).toHaveTextContent('Maya Chen, Head of Product, Ledgerly');
  expect(within(block).getByRole('link', { name: /Read the full review/ })).toHaveAttribute(
    'href',
    '/blog/review/ledgerly-product-design-review/',
  );
});

test('hideClutchBlock removes the platform block', () => {
  render(<BigReview section={section({ hideClutchBlock: true })} index={3} />);
  expect(screen.queryByRole('complementary')).toBeNull();
  expect(screen.queryByRole('link')).toBeNull();
  expect(screen.getByText(/dashboard nobody opened twice/)).toBeInTheDocument();
});

test('no platform block without a linked review', () => {
  render(<BigReview section={section({ review: null })} index={3} />);
  expect(screen.queryByRole('complementary')).toBeNull();
});
