/** A page's head in its language: Gatsby renders Head outside wrapPageElement, so the page's context alone must bring its language's words and canonical; the built HTML adds the hreflang cluster, Open Graph locales and feed from the same context. */
import { render } from '@testing-library/react';
import { withPageLanguage } from '../../src/components/withPageLanguage';
import { PageHead } from '../../src/components/PageHead';
import { useCopy } from '../../src/components/useSiteSettings';
import { languageHeadTags } from '../../src/gatsby-node/languageHeadTags';

const CasesHead = withPageLanguage(function CasesHead() {
  return <PageHead title={useCopy().casesPage.description} description="d" path="/cases/" crumbs={[]} />;
});

const GERMAN_CASES = { locale: 'de', alternates: { en: '/cases/', de: '/de/cases/' } };
const ENGLISH_ONLY = { locale: 'en', alternates: { en: '/cases/' } };

const builtTags = (pageContext: unknown) => render(<>{languageHeadTags(pageContext)}</>).container;
const cluster = (head: HTMLElement) =>
  [...head.querySelectorAll('link[rel="alternate"][hreflang]:not([type])')].map((link) => [
    link.getAttribute('hreflang'),
    link.getAttribute('href'),
  ]);

test("a German page's Head speaks German and names the German address canonical", () => {
  const head = render(<CasesHead pageContext={GERMAN_CASES} />).container;
  expect(head.querySelector('title')?.textContent).toMatch(/^Produkte, Plattformen und Websites, die wir für Start-ups/);
  expect(head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://oakline.studio/de/cases/');
  expect(head.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe('https://oakline.studio/de/cases/');
});

test('a German page is built with its cluster, de_DE with en_GB as alternate and the German feed', () => {
  const head = builtTags(GERMAN_CASES);
  expect(cluster(head)).toEqual([
    ['en', 'https://oakline.studio/cases/'],
    ['de', 'https://oakline.studio/de/cases/'],
    ['x-default', 'https://oakline.studio/cases/'],
  ]);
  expect(head.querySelector('meta[property="og:locale"]')?.getAttribute('content')).toBe('de_DE');
  expect([...head.querySelectorAll('meta[property="og:locale:alternate"]')].map((m) => m.getAttribute('content'))).toEqual(['en_GB']);
  const feed = head.querySelector('link[type="application/rss+xml"]');
  expect(feed?.getAttribute('href')).toBe('https://oakline.studio/de/blog/rss.xml');
  expect(feed?.getAttribute('hreflang')).toBe('de');
  expect(feed?.getAttribute('title')).toBe('Blog von Oakline Studio');
});

test('an English page without a German twin leaves German out of its cluster and its Open Graph locales', () => {
  const head = builtTags(ENGLISH_ONLY);
  expect(cluster(head)).toEqual([
    ['en', 'https://oakline.studio/cases/'],
    ['x-default', 'https://oakline.studio/cases/'],
  ]);
  expect(head.querySelector('meta[property="og:locale"]')?.getAttribute('content')).toBe('en_GB');
  expect(head.querySelector('meta[property="og:locale:alternate"]')).toBeNull();
  expect(head.querySelector('link[type="application/rss+xml"]')?.getAttribute('href')).toBe('https://oakline.studio/blog/rss.xml');
  const english = render(<CasesHead pageContext={ENGLISH_ONLY} />).container;
  expect(english.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://oakline.studio/cases/');
});
