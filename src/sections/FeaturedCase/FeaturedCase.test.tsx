/** Featured case teaser: copy, facts and figures read from the case's own record, link to the case, media variants and text colour. */
import { render, screen, within } from '@testing-library/react';
import { FeaturedCase } from './FeaturedCase';
import type { SectionOf } from '../types';
import { fakeFile } from '../../../__tests__/helpers/image';

type Section = SectionOf<'FeaturedCaseSection'>;
type Props = Section['featuredCaseProps'];

function section(overrides: Partial<Props> = {}): Section {
  return {
    __typename: 'FeaturedCaseSection',
    featuredCaseProps: {
      case: {
        path: '/cases/healthcare/ehr-electronic-health-records/',
        hero: { title: 'An EHR that cuts clinicians’ after-hours charting' },
        attributes: { companyType: 'Enterprise', projectType: 'Web application' },
        results: [
          { id: 'order-entry', value: '3.25x', meaning: 'faster order entry' },
          { id: 'after-hours', value: '-41%', meaning: 'after-hours charting' },
          { id: 'clinicians', value: '40', meaning: 'clinicians interviewed' },
          { id: 'discovery-weeks', value: '3 weeks', meaning: 'of discovery' },
        ],
        metadata: {
          previewImage: fakeFile('ehr-preview'),
          previewAlt: 'Close crop of the EHR patient timeline beside a 30-day blood glucose chart.',
        },
      },
      caseTitle: 'Charting that ends before the shift does',
      caseText: 'We rebuilt the order flow of a hospital EHR around the ten tasks clinicians repeat all day.',
      caseLinkText: 'Read the case',
      caseInfoItems: [
        { label: 'Company type', field: 'companyType', result: null },
        { label: 'Project type', field: 'projectType', result: null },
        { label: 'Result', field: null, result: 'order-entry' },
      ],
      stats: ['clinicians', 'after-hours', 'discovery-weeks'],
      bgImage: fakeFile('ehr-background', 1440, 900),
      video: null,
      blackText: null,
      ...overrides,
    },
  };
}

function mockReducedMotion(reduce: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: jest.fn((query: string) => ({
      matches: reduce && query.includes('reduce'),
      media: query,
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
    })),
  });
}

afterEach(() => jest.restoreAllMocks());

test('renders the teaser copy under an h2 and links to the case page', () => {
  render(<FeaturedCase section={section()} index={2} />);
  expect(screen.getByRole('heading', { level: 2, name: 'Charting that ends before the shift does' })).toHaveAttribute(
    'id',
    'section-2-title',
  );
  expect(screen.getByText(/ten tasks clinicians repeat/)).toBeInTheDocument();
  const link = screen.getByRole('link', { name: /^Read the case\s*: An EHR that cuts clinicians’ after-hours charting$/ });
  expect(link).toHaveAttribute('href', '/cases/healthcare/ehr-electronic-health-records/');
});

test("lists the case's company type, project type and chosen result, and shows the three chosen results in order", () => {
  const { container } = render(<FeaturedCase section={section()} index={1} />);
  const terms = [...container.querySelectorAll('dl dt')].map((dt) => dt.textContent);
  const values = [...container.querySelectorAll('dl dd')].map((dd) => dd.textContent);
  expect(terms).toEqual(['Company type', 'Project type', 'Result']);
  expect(values).toEqual(['Enterprise', 'Web application', '3.25x faster order entry']);
  const stats = within(screen.getByRole('list')).getAllByRole('listitem');
  expect(stats.map((li) => li.textContent)).toEqual(['40 clinicians interviewed', '-41% after-hours charting', '3 weeks of discovery']);
});

test('background image is decorative and lazy unless the section opens the page', () => {
  const { container, rerender } = render(<FeaturedCase section={section()} index={1} />);
  const img = container.querySelector('img');
  expect(img).toHaveAttribute('alt', '');
  expect(img).toHaveAttribute('loading', 'lazy');
  expect(img?.getAttribute('src')).toContain('ehr-background');
  rerender(<FeaturedCase section={section()} index={0} />);
  expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  expect(container.querySelector('img')).toHaveAttribute('loading', 'eager');
});

test('falls back to the case preview image without bgImage or video', () => {
  const { container } = render(<FeaturedCase section={section({ bgImage: null })} index={1} />);
  expect(container.querySelector('img')?.getAttribute('src')).toContain('ehr-preview');
  expect(container.querySelector('img')).toHaveAttribute(
    'alt',
    'Close crop of the EHR patient timeline beside a 30-day blood glucose chart.',
  );
  expect(container.querySelector('.frame')).toHaveClass('previewFrame');
});

test('a video is muted, looping, inline, hidden from assistive tech, with a poster, and plays', () => {
  mockReducedMotion(false);
  const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  const video = { type: 'video/mp4', src: '/video/ehr-loop.mp4', poster: '/video/ehr-loop.jpg' };
  const { container } = render(<FeaturedCase section={section({ video, bgImage: null })} index={1} />);
  const element = container.querySelector('video');
  expect(element).not.toBeNull();
  expect(element?.muted).toBe(true);
  expect(element?.loop).toBe(true);
  expect(element).toHaveAttribute('playsinline');
  expect(element).toHaveAttribute('poster', '/video/ehr-loop.jpg');
  expect(element).toHaveAttribute('aria-hidden', 'true');
  expect(element).not.toHaveAttribute('autoplay');
  expect(element?.querySelector('source')).toHaveAttribute('src', '/video/ehr-loop.mp4');
  expect(container.querySelector('img')).toBeNull();
  expect(play).toHaveBeenCalled();
});

test('the video does not play under reduced motion', () => {
  mockReducedMotion(true);
  const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  const video = { type: 'video/webm', src: '/video/ehr-loop.webm', poster: '/video/ehr-loop.jpg' };
  render(<FeaturedCase section={section({ video })} index={1} />);
  expect(play).not.toHaveBeenCalled();
});

test('blackText switches to dark text on a light background', () => {
  const { container, rerender } = render(<FeaturedCase section={section()} index={1} />);
  const root = container.querySelector('[data-section="FeaturedCase"]');
  expect(root).toHaveClass('dark');
  rerender(<FeaturedCase section={section({ blackText: true })} index={1} />);
  expect(root).toHaveClass('light');
  expect(root).not.toHaveClass('dark');
});
