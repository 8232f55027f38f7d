/** Case breadcrumb trails and category names. */
import { caseCrumbs, categoryCrumbs, categoryLabel } from '../../src/lib/caseCrumbs';

const labels = { cases: 'Case studies', services: 'Services', blog: 'Blog' };

test('category labels', () => {
  expect(categoryLabel('healthcare')).toBe('Healthcare');
  expect(categoryLabel('saas')).toBe('SaaS');
  expect(categoryLabel('smart-home-iot')).toBe('Smart home IoT');
});

test('trail of a categorized case, an uncategorized case and a category listing', () => {
  expect(caseCrumbs(labels, 'EHR platform', '/cases/healthcare/ehr/', 'healthcare')).toEqual([
    { label: 'Case studies', path: '/cases/' },
    { label: 'Healthcare', path: '/cases/healthcare/' },
    { label: 'EHR platform', path: '/cases/healthcare/ehr/' },
  ]);
  expect(caseCrumbs(labels, 'Keyo', '/cases/keyo/', null)).toEqual([
    { label: 'Case studies', path: '/cases/' },
    { label: 'Keyo', path: '/cases/keyo/' },
  ]);
  expect(categoryCrumbs(labels, 'fintech')).toEqual([
    { label: 'Case studies', path: '/cases/' },
    { label: 'Fintech', path: '/cases/fintech/' },
  ]);
});
