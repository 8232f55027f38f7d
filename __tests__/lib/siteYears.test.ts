/** Years in business and the copyright year follow from the founding year and the build's date. */
import { siteYears } from '../../src/lib/siteYears';

test('a site founded in 2016 and built in March 2026 is 10 years old, with a 2026 copyright', () => {
  expect(siteYears(2016, new Date('2026-03-01T12:00:00Z'))).toEqual({ foundingYear: 2016, copyrightYear: 2026, yearsSinceFounding: 10 });
});

test('a build on New Year counts the new year', () => {
  expect(siteYears(2016, new Date('2027-01-01T00:30:00Z'))).toEqual({ foundingYear: 2016, copyrightYear: 2027, yearsSinceFounding: 11 });
});
