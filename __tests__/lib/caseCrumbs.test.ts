/** Case breadcrumb trails and category names. */
import { caseCrumbs, categoryCrumbs, categoryLabel } from '../../src/lib/caseCrumbs';

const labels = { cases: 'Case studies', services: 'Services', blog: 'Blog' };
const names = [{ category: 'fintech', name: 'Fintech' }];

test('category labels read from the slug where content names none', () => {
  expect(categoryLabel('healthcare', [])).toBe('Healthcare');
  expect(categoryLabel('saas', [])).toBe('SaaS');
  expect(categoryLabel('smart-home-iot', [])).toBe('Smart home IoT');
});

test('a German page names a category as German content does, in its trail too', () => {
  const german = [{ category: 'healthcare', name: 'Gesundheitswesen' }];
  expect(categoryLabel('healthcare', german)).toBe('Gesundheitswesen');
  expect(
    caseCrumbs({ cases: 'Case Studies', services: 'Leistungen', blog: 'Blog' }, german, 'EHR', '/cases/healthcare/ehr/', 'healthcare'),
  ).toEqual([
    { label: 'Case Studies', path: '/cases/' },
    { label: 'Gesundheitswesen', path: '/cases/healthcare/' },
    { label: 'EHR', path: '/cases/healthcare/ehr/' },
  ]);
});

test('trail of a categorized case, an uncategorized case and a category listing', () => {
  expect(caseCrumbs(labels, names, 'EHR platform', '/cases/healthcare/ehr/', 'healthcare')).toEqual([
    { label: 'Case studies', path: '/cases/' },
    { label: 'Healthcare', path: '/cases/healthcare/' },
    { label: 'EHR platform', path: '/cases/healthcare/ehr/' },
  ]);
  expect(caseCrumbs(labels, names, 'Keyo', '/cases/keyo/', null)).toEqual([
    { label: 'Case studies', path: '/cases/' },
    { label: 'Keyo', path: '/cases/keyo/' },
  ]);
  expect(categoryCrumbs(labels, names, 'fintech')).toEqual([
    { label: 'Case studies', path: '/cases/' },
    { label: 'Fintech', path: '/cases/fintech/' },
  ]);
});
