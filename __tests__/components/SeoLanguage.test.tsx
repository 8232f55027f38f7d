/** A page's head in its language: Gatsby renders Head outside wrapPageElement, so the page's context alone must bring its language's canonical, hreflang cluster, Open Graph locales, feed and words. */
import { render } from '@testing-library/react';
import { withPageLanguage } from '../../src/components/withPageLanguage';
import { PageHead } from '../../src/components/PageHead';
import { useCopy } from '../../src/components/useSiteSettings';

const CasesHead = withPageLanguage(function CasesHead() {
  return <PageHead title={useCopy().casesPage.title} description="d" path="/cases/" crumbs={[]} />;
});

const headOf = (pageContext: unknown) => render(<CasesHead pageContext={pageContext} />).container;
const alternates = (head: HTMLElement) =>
  [...head.querySelectorAll('link[rel="alternate"][hreflang]:not([type])')].map((link) => [
    link.getAttribute('hreflang'),
    link.getAttribute('href'),
  ]);

test('a German page names itself canonical, its cluster, de_DE with en_GB as alternate, and the German feed, in German', () => {
  const head = headOf({ locale: 'de', alternates: { en: '/cases/', de: '/de/cases/' } });
  expect(head.querySelector('title')?.textContent).toBe('Case Studies | Oakline Studio');
  expect(head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://oakline.studio/de/cases/');
  expect(alternates(head)).toEqual([
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
  const jsonLd = [JSON.parse(head.querySelector('script[type="application/ld+json"]')?.textContent ?? '[]')].flat();
  expect(jsonLd).toContainEqual(expect.objectContaining({ '@type': 'WebPage', inLanguage: 'de', url: 'https://oakline.studio/de/cases/' }));
});

test('an English page without a German twin leaves German out of its cluster and its Open Graph locales', () => {
  const head = headOf({ locale: 'en', alternates: { en: '/cases/' } });
  expect(head.querySelector('title')?.textContent).toBe('Case studies | Oakline Studio');
  expect(head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://oakline.studio/cases/');
  expect(alternates(head)).toEqual([
    ['en', 'https://oakline.studio/cases/'],
    ['x-default', 'https://oakline.studio/cases/'],
  ]);
  expect(head.querySelector('meta[property="og:locale"]')?.getAttribute('content')).toBe('en_GB');
  expect(head.querySelector('meta[property="og:locale:alternate"]')).toBeNull();
  expect(head.querySelector('link[type="application/rss+xml"]')?.getAttribute('href')).toBe('https://oakline.studio/blog/rss.xml');
});
