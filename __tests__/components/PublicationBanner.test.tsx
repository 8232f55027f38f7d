/** Unpublished pages in develop and preview builds: a banner saying Draft or when the page goes live, and noindex; a case's or post's dates in <time datetime>. */
import { render, screen } from '@testing-library/react';
import { mockSiteSettings } from '../helpers/siteSettings';
import { Layout } from '../../src/components/Layout/Layout';
import { PageHead } from '../../src/components/PageHead';
import { PublicationDates } from '../../src/components/PublicationDates';
import { formatDateTime } from '../../src/lib/dates';

beforeEach(() => {
  mockSiteSettings();
  window.matchMedia = jest.fn(
    () => ({ matches: false, addEventListener: jest.fn(), removeEventListener: jest.fn() }) as unknown as MediaQueryList,
  );
});

test('a draft page opens its main content with the Draft banner', async () => {
  render(<Layout publication={{ state: 'draft' }}>page</Layout>);
  expect(await screen.findByRole('note')).toHaveTextContent('Draft: this page is not on the published site. Only previews show it.');
  expect(screen.getByRole('main').firstElementChild).toBe(screen.getByRole('note'));
});

test('a scheduled page names its publication time in its own time zone', async () => {
  render(<Layout publication={{ state: 'scheduled', publishAt: '2026-12-07T09:00:00+01:00' }}>page</Layout>);
  expect(await screen.findByRole('note')).toHaveTextContent('Scheduled: this page goes live on 7 December 2026, 09:00 (UTC+01:00).');
});

test('a published page has no banner', () => {
  render(<Layout>page</Layout>);
  expect(screen.queryByRole('note')).toBeNull();
});

test('an unpublished page is noindex; a published one is not', () => {
  const robots = (pageContext: { publication?: unknown }) =>
    render(<PageHead title="T" description="D" path="/services/x/" crumbs={[]} pageContext={pageContext} />)
      .container.querySelector('meta[name="robots"]')
      ?.getAttribute('content');
  expect(robots({ publication: { state: 'draft' } })).toBe('noindex');
  expect(robots({})).toBeUndefined();
});

test('dates: published, and updated once edited, each a <time datetime>', () => {
  const { container, rerender } = render(<PublicationDates date="2025-09-08" />);
  expect(container).toHaveTextContent(/^Published 8 September 2025$/);
  rerender(<PublicationDates date="2025-09-08" updated="2026-02-09" />);
  expect(container).toHaveTextContent('Published 8 September 2025 · Updated 9 February 2026');
  expect([...container.querySelectorAll('time')].map((time) => time.getAttribute('datetime'))).toEqual(['2025-09-08', '2026-02-09']);
});

test('a publication time reads the same on every machine, in the zone it was written in', () => {
  expect(formatDateTime('2026-12-07T09:00:00+01:00')).toBe('7 December 2026, 09:00 (UTC+01:00)');
  expect(formatDateTime('2026-03-01T23:30:00-05:00')).toBe('1 March 2026, 23:30 (UTC-05:00)');
  expect(formatDateTime('2026-12-07T08:00:00Z')).toBe('7 December 2026, 08:00 (UTC)');
});
