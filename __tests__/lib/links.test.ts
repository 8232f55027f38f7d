/** href classification for internal, external and mail links. */
import { isExternalHref, isInternalHref } from '../../src/lib/links';

test('site paths are internal', () => {
  expect(isInternalHref('/services/pilot/')).toBe(true);
  expect(isInternalHref('https://dribbble.com/x')).toBe(false);
  expect(isInternalHref('//cdn.example.org/x')).toBe(false);
  expect(isInternalHref('mailto:hello@oakline.studio')).toBe(false);
});

test('http(s) URLs are external', () => {
  expect(isExternalHref('https://www.linkedin.com/company/oakline-studio')).toBe(true);
  expect(isExternalHref('/about-us/')).toBe(false);
  expect(isExternalHref('mailto:hello@oakline.studio')).toBe(false);
});
