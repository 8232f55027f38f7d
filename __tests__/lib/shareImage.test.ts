import { shareImagePath } from '../../src/lib/shareImage';

test('share image paths are flat slugs of the page path', () => {
  expect(shareImagePath('/')).toBe('/og/home.jpg');
  expect(shareImagePath('/services/')).toBe('/og/services.jpg');
  expect(shareImagePath('/cases/healthcare/ehr-electronic-health-records/')).toBe('/og/cases-healthcare-ehr-electronic-health-records.jpg');
  expect(shareImagePath('/404.html')).toBe('/og/404.jpg');
});
