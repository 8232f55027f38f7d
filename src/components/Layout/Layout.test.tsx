/** Layout: navigation and footer from site settings, Say Hello in a new tab, a mobile menu toggle wired with aria. */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockSiteSettings } from '../../../__tests__/helpers/siteSettings';
import { Layout } from './Layout';
import site from '../../../content/site.json';

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

test('footer: Download & Share PDF button, link list and the 2026 copyright line', () => {
  render(<Layout>page</Layout>);
  const footer = screen.getByRole('contentinfo');
  expect(within(footer).getByRole('button', { name: 'Download & Share PDF' })).toBeInTheDocument();
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
