/** Layout: navigation and footer from site settings, Say Hello in a new tab, a mobile menu toggle wired with aria. */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockSiteSettings } from '../helpers/siteSettings';
import { Layout } from '../../src/components/Layout/Layout';
import site from '../../content/site.en.json';

beforeEach(() => {
  mockSiteSettings();
  window.matchMedia = jest.fn(
    () => ({ matches: false, addEventListener: jest.fn(), removeEventListener: jest.fn() }) as unknown as MediaQueryList,
  );
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
});
afterEach(() => jest.restoreAllMocks());

test('header navigation, skip link and Say Hello come from site settings', () => {
  render(<Layout>page</Layout>);
  expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
  const nav = screen.getByRole('navigation', { name: 'Main' });
  expect(
    within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent),
  ).toEqual([...site.nav.map((item) => item.label), 'Say Hello (opens in a new tab)']);
  for (const hello of screen.getAllByRole('link', { name: 'Say Hello (opens in a new tab)' })) {
    expect(hello).toHaveAttribute('href', 'https://forms.oakline.studio/say-hello');
    expect(hello).toHaveAttribute('target', '_blank');
    expect(hello).toHaveAttribute('rel', 'noopener noreferrer');
  }
});

test('footer: Download & Share PDF link (works without JS), link list and the build year in the copyright line', () => {
  mockSiteSettings(new Date('2026-06-01T12:00:00Z'));
  render(<Layout>page</Layout>);
  const footer = screen.getByRole('contentinfo');
  const pdf = within(footer).getByRole('link', { name: 'Download & Share PDF' });
  expect(pdf).toHaveAttribute('href', site.pdf.main);
  expect(pdf).toHaveAttribute('download', site.pdf.fileName);
  expect(
    within(within(footer).getByRole('navigation', { name: 'Footer' }))
      .getAllByRole('link')
      .map((a) => a.textContent),
  ).toEqual(site.footerLinks.map((item) => item.label));
  expect(footer).toHaveTextContent('© 2026 Oakline Studio.');
});

test('the menu toggle controls the menu and reports its state', async () => {
  render(<Layout>page</Layout>);
  const toggle = screen.getByRole('button', { name: 'Menu' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(toggle).toHaveAttribute('aria-controls', 'site-menu');
  expect(document.getElementById('site-menu')).not.toBeNull();
  await userEvent.click(toggle);
  expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
});

test('a page change inside the frame keeps the showreel closed and the frame mounted (wrapPageElement)', async () => {
  const { rerender } = render(<Layout>first page</Layout>);
  await userEvent.click(screen.getByRole('button', { name: 'Close showreel' }));
  expect(screen.queryByRole('complementary')).toBeNull();
  rerender(<Layout>second page</Layout>);
  expect(screen.getByRole('main')).toHaveTextContent('second page');
  expect(screen.queryByRole('complementary')).toBeNull();
});

test('where the browser can share files, the footer PDF link shares the PDF instead of following the link', async () => {
  const share = jest.fn().mockResolvedValue(undefined);
  const fetchPdf = jest.fn().mockResolvedValue({ ok: true, blob: async () => new Blob(['%PDF-1.7'], { type: 'application/pdf' }) });
  Object.assign(navigator, { share, canShare: () => true });
  const realFetch = global.fetch;
  global.fetch = fetchPdf;
  try {
    const user = userEvent.setup();
    render(<Layout>page</Layout>);
    await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Download & Share PDF' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(fetchPdf).toHaveBeenCalledWith(site.pdf.main);
    expect((share.mock.calls[0][0] as ShareData).files?.[0].name).toBe(site.pdf.fileName);
  } finally {
    global.fetch = realFetch;
    Object.assign(navigator, { share: undefined, canShare: undefined });
  }
});
