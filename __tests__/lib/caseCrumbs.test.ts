/** Case breadcrumb trails and category names. */
import { caseCrumbs, categoryCrumbs, categoryLabel } from '../../src/lib/caseCrumbs';

test('category labels', () => {
  expect(categoryLabel('healthcare')).toBe('Healthcare');
  expect(categoryLabel('saas')).toBe('SaaS');
  expect(categoryLabel('smart-home-iot')).toBe('Smart home IoT');
});

test('trail of a categorized case, an uncategorized case and a category listing', () => {
  expect(caseCrumbs('Cases', 'EHR platform', '/cases/healthcare/ehr/', 'healthcare')).toEqual([
    { label: 'Cases', path: '/cases/' },
    { label: 'Healthcare', path: '/cases/healthcare/' },
    { label: 'EHR platform', path: '/cases/healthcare/ehr/' },
  ]);
  expect(caseCrumbs('Cases', 'Keyo', '/cases/keyo/', null)).toEqual([
    { label: 'Cases', path: '/cases/' },
    { label: 'Keyo', path: '/cases/keyo/' },
  ]);
  expect(categoryCrumbs('Cases', 'fintech')).toEqual([
    { label: 'Cases', path: '/cases/' },
    { label: 'Fintech', path: '/cases/fintech/' },
  ]);
});
