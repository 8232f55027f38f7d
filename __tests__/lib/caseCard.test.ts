/** Case card rules: tags, '+ N', counts, word cuts and links. */
import { caseCard, cardTags, engagementLabel } from '../../src/lib/caseCard';
import { groupThousands } from '../../src/lib/numbers';

const labels = { views: '{count} views', likes: '{count} likes' };

describe('cardTags', () => {
  const entries = ['🏥 Healthcare', 'Enterprise', 'Web application', 'Design system', 'Research'];
  test.each([
    [1, ['🏥 Healthcare']],
    [2, ['🏥 Healthcare', 'Enterprise']],
    [3, ['🏥 Healthcare', 'Enterprise', 'Web application']],
    [4, ['🏥 Healthcare', '+ 3']],
    [5, ['🏥 Healthcare', '+ 4']],
  ])('%i entries, room for 3', (n, expected) => {
    expect(cardTags(entries.slice(0, n))).toEqual(expected);
  });
  test.each([
    [1, ['🏥 Healthcare']],
    [2, ['🏥 Healthcare', '+ 1']],
    [3, ['🏥 Healthcare', '+ 2']],
    [5, ['🏥 Healthcare', '+ 4']],
  ])('%i entries where space is short: first plus + N', (n, expected) => {
    expect(cardTags(entries.slice(0, n), 1)).toEqual(expected);
  });
  test('skips empty entries', () => {
    expect(cardTags(['💳 Fintech', '', 'Mobile app'])).toEqual(['💳 Fintech', 'Mobile app']);
  });
});

describe('counts', () => {
  test('views and likes', () => {
    expect(engagementLabel(labels.views, 9830, 'en')).toBe('9,830 views');
    expect(engagementLabel(labels.likes, 412, 'en')).toBe('412 likes');
    expect(engagementLabel(labels.likes, 0, 'en')).toBe('0 likes');
  });

  test('German figures group thousands with a point', () => {
    expect(engagementLabel('{count} Aufrufe', 9830, 'de')).toBe('9.830 Aufrufe');
    expect(engagementLabel('{count} Aufrufe', 1250000, 'de')).toBe('1.250.000 Aufrufe');
    expect(engagementLabel('{count} Likes', 412, 'de')).toBe('412 Likes');
  });
});

describe('caseCard', () => {
  const item = {
    slug: 'ehr-electronic-health-records',
    category: 'healthcare',
    hero: {
      title: 'EHR platform that clinicians finish charting in every day',
      text: 'We redesigned an electronic health records system around the ten tasks clinicians repeat.',
      stats: { likes: 412, views: 9830 },
      industries: ['🏥 Healthcare', '☁️ SaaS'],
    },
    attributes: { companyType: 'Enterprise', projectType: 'Web application' },
  };

  test('cuts the title to 7 words and the description to 8, with an ellipsis', () => {
    const card = caseCard(item, labels, 'en');
    expect(card.title).toBe('EHR platform that clinicians finish charting in…');
    expect(card.fullTitle).toBe(item.hero.title);
    expect(card.description).toBe('We redesigned an electronic health records system around…');
  });

  test('tags: first industry, company type, project type; compact form with + N', () => {
    const card = caseCard(item, labels, 'en');
    expect(card.tags).toEqual(['🏥 Healthcare', 'Enterprise', 'Web application']);
    expect(card.compactTags).toEqual(['🏥 Healthcare', '+ 2']);
    expect(card.views).toBe('9,830 views');
    expect(card.likes).toBe('412 likes');
  });

  test('links to /{pageHref}/{category}/{slug}/ or /{pageHref}/{slug}/', () => {
    expect(caseCard(item, labels, 'en').href).toBe('/cases/healthcare/ehr-electronic-health-records/');
    expect(caseCard({ ...item, category: null }, labels, 'en').href).toBe('/cases/ehr-electronic-health-records/');
    expect(caseCard({ ...item, category: undefined }, labels, 'en', '/work/').href).toBe('/work/ehr-electronic-health-records/');
    expect(caseCard(item, labels, 'en', 'work').href).toBe('/work/healthcare/ehr-electronic-health-records/');
  });

  test('a German card links to the German case page', () => {
    expect(caseCard(item, labels, 'de').href).toBe('/de/cases/healthcare/ehr-electronic-health-records/');
  });
});

test('figures get thousands separators as en-US writes them', () => {
  expect([0, 999, 1000, 9830, 1234567, -4200, 1234.5].map((value) => groupThousands(value, 'en'))).toEqual([
    '0',
    '999',
    '1,000',
    '9,830',
    '1,234,567',
    '-4,200',
    '1,234.5',
  ]);
});
