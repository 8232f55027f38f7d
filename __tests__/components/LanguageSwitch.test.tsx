/** The language switcher in the header and footer: this page in the other language, named in that language, keeping the address's query and hash; a note where the page has no twin; German pages lead to German pages. */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { Layout } from '../../src/components/Layout/Layout';
import { PageLanguage } from '../../src/components/usePageLanguage';
import type { PageLanguageContext } from '../../src/lib/pageLanguage';

beforeEach(() => {
  window.matchMedia = jest.fn(
    () => ({ matches: false, addEventListener: jest.fn(), removeEventListener: jest.fn() }) as unknown as MediaQueryList,
  );
  window.history.replaceState(null, '', '/');
});

const renderPage = (language: PageLanguageContext) =>
  render(
    <PageLanguage.Provider value={language}>
      <Layout>page</Layout>
    </PageLanguage.Provider>,
  );

/** The link's name: the language's own name, then where it leads (jsdom, without layout, puts a space between the two). */
const TO_GERMAN = /^Deutsch ?, diese Seite auf Deutsch lesen$/;
const TO_ENGLISH = /^English ?, read this page in English$/;

const BRANDING = { en: '/services/branding/', de: '/de/services/branding/' };

test('an English page links to its German twin from the header and the footer, named in German', () => {
  renderPage({ locale: 'en', alternates: BRANDING });
  for (const region of [screen.getByRole('banner'), screen.getByRole('contentinfo')]) {
    const link = within(region).getByRole('link', { name: TO_GERMAN });
    expect(link).toHaveAttribute('href', '/de/services/branding/');
    expect(link).toHaveAttribute('hreflang', 'de');
    expect(link).toHaveAttribute('lang', 'de');
  }
});

test('a German page links back in English, and its menu leads to German pages', () => {
  renderPage({ locale: 'de', alternates: BRANDING });
  const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
  expect(within(nav).getByRole('link', { name: TO_ENGLISH })).toHaveAttribute('href', '/services/branding/');
  expect(within(nav).getByRole('link', { name: 'Leistungen' })).toHaveAttribute('href', '/de/services/');
  expect(screen.getByRole('link', { name: 'Oakline Studio' })).toHaveAttribute('href', '/de/');
});

test('a page with no German twin says so in German instead of linking, and its menu still works', () => {
  renderPage({ locale: 'en', alternates: { en: '/services/branding/' } });
  expect(screen.queryByRole('link', { name: /Deutsch/ })).toBeNull();
  const notes = screen.getAllByText('Noch nicht auf Deutsch');
  expect(notes).toHaveLength(2);
  for (const note of notes) expect(note).toHaveAttribute('lang', 'de');
  expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Services' })).toHaveAttribute(
    'href',
    '/services/',
  );
});

test("the switcher carries the address's query and hash as they are when it is reached or followed", () => {
  renderPage({ locale: 'en', alternates: { en: '/cases/', de: '/de/cases/' } });
  const [header, footer] = screen.getAllByRole('link', { name: TO_GERMAN });
  expect(header).toHaveAttribute('href', '/de/cases/');
  // The filters and the tabs write the address with history, which fires no event.
  window.history.pushState(null, '', '/cases/?industry=lending&company=startup#smb');
  fireEvent.pointerEnter(header);
  expect(header).toHaveAttribute('href', '/de/cases/?industry=lending&company=startup#smb');
  window.history.replaceState(null, '', '/cases/#enterprise');
  fireEvent.focus(footer);
  expect(footer).toHaveAttribute('href', '/de/cases/#enterprise');
  window.history.replaceState(null, '', '/cases/?project=mobile-app');
  fireEvent.click(header);
  expect(header).toHaveAttribute('href', '/de/cases/?project=mobile-app');
});
