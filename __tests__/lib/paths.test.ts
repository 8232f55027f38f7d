/** Path building from slugs: cases with and without category, category listings, blog posts. */
import { blogArticlePath, blogReviewPath, caseCategoryPath, casePath, pagePath, servicePath } from '../../src/lib/paths';

test('casePath', () => {
  expect(casePath('keyo-identity-system-ux-ui-design')).toBe('/cases/keyo-identity-system-ux-ui-design/');
  expect(casePath('ehr-electronic-health-records', 'healthcare')).toBe('/cases/healthcare/ehr-electronic-health-records/');
  expect(casePath('x', '', '/cases/')).toBe('/cases/x/');
  expect(casePath('x', 'saas', 'portfolio')).toBe('/portfolio/saas/x/');
});

test('other paths', () => {
  expect(caseCategoryPath('fintech')).toBe('/cases/fintech/');
  expect(servicePath('pilot')).toBe('/services/pilot/');
  expect(blogReviewPath('healthiv-website-review')).toBe('/blog/review/healthiv-website-review/');
  expect(blogArticlePath('how-to-develop-an-ehr-system')).toBe('/blog/case-study/how-to-develop-an-ehr-system/');
  expect(pagePath('home')).toBe('/');
  expect(pagePath('about-us')).toBe('/about-us/');
});
