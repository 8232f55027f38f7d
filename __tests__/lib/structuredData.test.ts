import { organizationJsonLd, serializeJsonLd } from '../../src/lib/structuredData';
import { reviewJsonLd } from '../../src/templates/reviewJsonLd';
import { serviceJsonLd } from '../../src/templates/serviceJsonLd';
import { articleJsonLd } from '../../src/templates/articleJsonLd';

const site = {
  agencyName: 'Oakline Studio',
  tagline: 'Design.',
  siteUrl: 'https://oakline.studio',
  contactEmail: 'hello@oakline.studio',
  socialLinks: [{ href: 'https://dribbble.com/x' }],
};

test('Organization carries the site settings and an @id others point at', () => {
  expect(organizationJsonLd(site)).toMatchObject({
    '@type': 'Organization',
    '@id': 'https://oakline.studio/#organization',
    name: 'Oakline Studio',
    url: 'https://oakline.studio/',
    sameAs: ['https://dribbble.com/x'],
  });
});

test('Service is provided by the Organization', () => {
  expect(serviceJsonLd({ siteUrl: site.siteUrl, name: 'UX audit', description: 'd', path: '/services/ux-audit/' })).toMatchObject({
    '@type': 'Service',
    url: 'https://oakline.studio/services/ux-audit/',
    provider: { '@id': 'https://oakline.studio/#organization' },
  });
});

test('Review names its author and the reviewed organization, with an optional rating', () => {
  const review = reviewJsonLd({
    siteUrl: site.siteUrl,
    path: '/blog/review/x/',
    author: 'Maya Chen',
    authorTitle: 'CEO',
    body: 'Great.',
    inLanguage: 'de',
    itemName: 'Oakline Studio',
    ratingValue: 5,
  });
  expect(review).toMatchObject({
    '@type': 'Review',
    author: { name: 'Maya Chen', jobTitle: 'CEO' },
    itemReviewed: { name: 'Oakline Studio' },
    inLanguage: 'de',
    reviewRating: { ratingValue: 5, bestRating: 5 },
  });
  expect(reviewJsonLd({ siteUrl: site.siteUrl, path: '/', author: 'A', body: 'B', inLanguage: 'en', itemName: 'C' })).not.toHaveProperty(
    'reviewRating',
  );
});

test('serialized JSON-LD cannot close its script element', () => {
  expect(serializeJsonLd({ '@type': 'Thing', name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
});

test('a case or article states when it was published and, once updated, when it was modified', () => {
  const base = {
    siteUrl: site.siteUrl,
    path: '/cases/keyo/',
    headline: 'Keyo',
    description: 'd',
    inLanguage: 'de',
    datePublished: '2025-09-08',
  };
  expect(articleJsonLd(base)).toMatchObject({
    '@type': 'Article',
    datePublished: '2025-09-08',
    inLanguage: 'de',
    author: { '@id': 'https://oakline.studio/#organization' },
  });
  expect(articleJsonLd(base)).not.toHaveProperty('dateModified');
  expect(articleJsonLd({ ...base, dateModified: '2026-02-09' })).toMatchObject({ dateModified: '2026-02-09' });
  const review = reviewJsonLd({
    siteUrl: site.siteUrl,
    path: '/r/',
    author: 'A',
    body: 'b',
    inLanguage: 'en',
    itemName: 'O',
    datePublished: '2025-01-30',
  });
  expect(review).toMatchObject({ datePublished: '2025-01-30' });
});
