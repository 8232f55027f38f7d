import { shareImagePath } from '../../src/lib/shareImage';

test('share image paths are flat slugs of the page path', () => {
  expect(shareImagePath('/')).toBe('/og/home.jpg');
  expect(shareImagePath('/services/')).toBe('/og/services.jpg');
  expect(shareImagePath('/cases/healthcare/ehr-electronic-health-records/')).toBe('/og/cases-healthcare-ehr-electronic-health-records.jpg');
  expect(shareImagePath('/404.html')).toBe('/og/404.jpg');
});

test('a German page has its own share image, named after its whole path', () => {
  expect(shareImagePath('/de/')).toBe('/og/de.jpg');
  expect(shareImagePath('/de/cases/healthcare/ehr-electronic-health-records/')).toBe(
    '/og/de-cases-healthcare-ehr-electronic-health-records.jpg',
  );
  expect(shareImagePath('/de/404.html')).toBe('/og/de-404.jpg');
});
