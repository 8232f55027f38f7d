/** Case breadcrumb trails and category names. */
import { caseCrumbs, categoryCrumbs, categoryLabel } from '../../src/lib/caseCrumbs';

test('category labels', () => {
  expect(categoryLabel('healthcare')).toBe('Healthcare');
  expect(categoryLabel('saas')).toBe('SaaS');
  expect(categoryLabel('smart-home-iot')).toBe('Smart home IoT');
});

test('trail of a categorized case, an uncategorized case and a category listing', () => {
  expect(caseCrumbs('EHR platform', 'healthcare')).toEqual([
    { label: 'Cases', path: '/cases/' },
    { label: 'Healthcare', path: '/cases/healthcare/' },
    { label: 'EHR platform' },
  ]);
  expect(caseCrumbs('Keyo', null)).toEqual([{ label: 'Cases', path: '/cases/' }, { label: 'Keyo' }]);
  expect(categoryCrumbs('fintech')).toEqual([{ label: 'Cases', path: '/cases/' }, { label: 'Fintech' }]);
});
