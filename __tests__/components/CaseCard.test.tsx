/** CaseCard renders the card rules: cut title with the full one for assistive tech, tags, counts and the computed link. */
import { render, screen } from '@testing-library/react';
import { CaseCard, type CaseCardData } from '../../src/components/CaseCard/CaseCard';
import { fakeFile } from '../helpers/image';

const item = {
  slug: 'vessel-wellness-mobile-app-design',
  category: 'healthcare',
  hero: {
    title: 'Vessel: wellness tests people read in a minute',
    text: 'A mobile app that turns at-home urine test results into a clear daily picture.',
    industries: ['🧘 Wellness', '🏥 Healthcare'],
    stats: { likes: 290, views: 6680 },
  },
  attributes: {
    industries: ['🧘 Wellness', '🏥 Healthcare'],
    companyType: 'Startup',
    projectType: 'Mobile app',
    services: ['Product design'],
  },
  metadata: {
    previewImage: fakeFile('vessel-preview'),
    previewAlt: 'Three Vessel phones on lilac: today’s results, the test card being scanned and the daily plan.',
  },
} as unknown as CaseCardData;

test('shows the cut copy, tags, counts and links to the category path', () => {
  render(<CaseCard item={item} />);
  const link = screen.getByRole('link', { name: /Vessel: wellness tests people read in a minute/ });
  expect(link).toHaveAttribute('href', '/cases/healthcare/vessel-wellness-mobile-app-design/');
  expect(screen.getByText('Vessel: wellness tests people read in a…')).toBeInTheDocument();
  expect(screen.getByText('A mobile app that turns at-home urine test…')).toBeInTheDocument();
  const [full, compact] = screen.getAllByRole('list', { name: 'Tags' });
  expect(full.textContent).toBe('🧘 WellnessStartupMobile app');
  expect(compact.textContent).toBe('🧘 Wellness+ 2');
  expect(screen.getByText('6,680 views')).toBeInTheDocument();
  expect(screen.getByText('290 likes')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 3 })).toBeInTheDocument();
});

test("the preview image carries the case's own description of what it shows", () => {
  render(<CaseCard item={item} />);
  expect(
    screen.getByRole('img', { name: 'Three Vessel phones on lilac: today’s results, the test card being scanned and the daily plan.' }),
  ).toHaveAttribute('src', expect.stringContaining('vessel-preview'));
});
