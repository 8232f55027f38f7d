/** Breadcrumb trail: Home first, last crumb is the current page, labels cut to four words, and the JSON-LD mirror. */
import { breadcrumbJsonLd, buildTrail, crumbsFor } from '../../src/lib/breadcrumbs';

const words = ['Cargo', 'TMS', 'system', 'SaaS', 'UI', 'UX', 'design', 'case'];

describe.each([1, 2, 3, 4, 5, 6, 7, 8])('a label of %i words', (n) => {
  const label = words.slice(0, n).join(' ');
  const trail = buildTrail([
    { label: 'Cases', path: '/cases/' },
    { label, path: '/cases/x/' },
  ]);
  const last = trail[2];

  test(n <= 4 ? 'is shown whole' : 'is cut to four words with an ellipsis', () => {
    expect(last.label).toBe(n <= 4 ? label : `${words.slice(0, 4).join(' ')}…`);
    expect(last.truncated).toBe(n > 4);
    expect(last.fullLabel).toBe(label);
  });
});

test('starts with Home; every crumb but the last links to the site root plus its path', () => {
  const trail = buildTrail([
    { label: 'Services', path: '/services/' },
    { label: 'UX Sprint', path: '/services/ux-sprint/' },
  ]);
  expect(trail.map((c) => [c.label, c.href])).toEqual([
    ['Home', '/'],
    ['Services', '/services/'],
    ['UX Sprint', null],
  ]);
  expect(buildTrail([{ label: 'Cases', path: 'cases/' }], 'https://oakline.studio/')[0].href).toBe('https://oakline.studio/');
  expect(
    buildTrail(
      [
        { label: 'Cases', path: 'cases/' },
        { label: 'X', path: '/x/' },
      ],
      'https://oakline.studio/',
    )[1].href,
  ).toBe('https://oakline.studio/cases/');
});

test('with no crumbs Home is the current page', () => {
  expect(buildTrail([])).toEqual([{ label: 'Home', fullLabel: 'Home', truncated: false, path: '/', href: null }]);
});

test('BreadcrumbList JSON-LD lists the full labels with absolute URLs in order', () => {
  const longName = 'Cargo TMS system SaaS UI UX design';
  expect(
    breadcrumbJsonLd(
      [
        { label: 'Cases', path: '/cases/' },
        { label: longName, path: '/cases/logistics/cargo/' },
      ],
      'https://oakline.studio',
    ),
  ).toEqual({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://oakline.studio/' },
      { '@type': 'ListItem', position: 2, name: 'Cases', item: 'https://oakline.studio/cases/' },
      { '@type': 'ListItem', position: 3, name: longName, item: 'https://oakline.studio/cases/logistics/cargo/' },
    ],
  });
});

describe('one rule for every page below the home page', () => {
  const labels = { cases: 'Case studies', services: 'Services', blog: 'Blog' };
  const listingOf = (path: string, title: string) => crumbsFor({ label: title, path }, labels).map((c) => c.label);

  test('listings are themselves only', () => {
    expect(listingOf('/cases/', 'Case studies')).toEqual(['Case studies']);
    expect(listingOf('/services/', 'Services')).toEqual(['Services']);
    expect(listingOf('/blog/', 'Blog')).toEqual(['Blog']);
  });

  test('services, cases, blog posts and kind listings sit under their listing; standalone pages under Home', () => {
    expect(listingOf('/services/ux-audit/', 'UX audit')).toEqual(['Services', 'UX audit']);
    expect(listingOf('/cases/keyo/', 'Keyo')).toEqual(['Case studies', 'Keyo']);
    expect(listingOf('/blog/review/formify/', 'Formify review')).toEqual(['Blog', 'Formify review']);
    expect(listingOf('/blog/case-study/ehr/', 'EHR')).toEqual(['Blog', 'EHR']);
    expect(listingOf('/blog/review/', 'Client reviews')).toEqual(['Blog', 'Client reviews']);
    expect(listingOf('/about-us/', 'About us')).toEqual(['About us']);
  });

  test('a category comes between the listing and the page', () => {
    const category = { label: 'Healthcare', path: '/cases/healthcare/' };
    expect(crumbsFor({ label: 'EHR', path: '/cases/healthcare/ehr/' }, labels, category)).toEqual([
      { label: 'Case studies', path: '/cases/' },
      category,
      { label: 'EHR', path: '/cases/healthcare/ehr/' },
    ]);
  });
});
