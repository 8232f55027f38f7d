import { shareImagePath, shareImageSvg, wrapTitle } from '../../src/lib/shareImage';

test('share image paths are flat slugs of the page path', () => {
  expect(shareImagePath('/')).toBe('/og/home.jpg');
  expect(shareImagePath('/services/')).toBe('/og/services.jpg');
  expect(shareImagePath('/cases/healthcare/ehr-electronic-health-records/')).toBe('/og/cases-healthcare-ehr-electronic-health-records.jpg');
  expect(shareImagePath('/404.html')).toBe('/og/404.jpg');
});

test('titles wrap by words and end in an ellipsis when they do not fit', () => {
  expect(wrapTitle('Website design', 22, 3)).toEqual(['Website design']);
  expect(wrapTitle('one two three four five six seven eight nine ten', 10, 2)).toEqual(['one two', 'three four…']);
  expect(wrapTitle('Supercalifragilisticexpialidocious', 10, 2)).toEqual(['Supercalifragilisticexpialidocious']);
});

test('the SVG is 1200x630 and escapes the title', () => {
  const svg = shareImageSvg('R&D <Architecture>', 'Oakline Studio');
  expect(svg).toContain('width="1200" height="630"');
  expect(svg).toContain('R&amp;D &lt;Architecture&gt;');
  expect(svg).not.toContain('<Architecture>');
});
