/** Text colour choice keeps WCAG AA contrast on any content background. */
import { contrastRatio, readableTextColor, relativeLuminance, textColorFor } from './contrast';

test('relativeLuminance spans black to white', () => {
  expect(relativeLuminance('#000000')).toBe(0);
  expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 5);
  expect(relativeLuminance('#808080')).toBeCloseTo(0.2158, 3);
  expect(() => relativeLuminance('violet')).toThrow('not a #rrggbb colour');
});

test('contrastRatio matches the WCAG reference values and is symmetric', () => {
  expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  expect(contrastRatio('#ffffff', '#5536e8')).toBeCloseTo(contrastRatio('#5536e8', '#ffffff'), 10);
});

test.each([
  ['#ffc83d', '#16131f'],
  ['#ece8fd', '#16131f'],
  ['#dcf6ee', '#16131f'],
  ['#5536e8', '#ffffff'],
  ['#16131f', '#ffffff'],
  ['#e2492b', '#16131f'],
])('on %s the text is %s, at AA contrast', (background, expected) => {
  const text = readableTextColor(background);
  expect(text).toBe(expected);
  expect(contrastRatio(background, text)).toBeGreaterThanOrEqual(4.5);
});

test('textColorFor keeps a wanted colour only when it reaches AA', () => {
  expect(textColorFor('#16131f', '#ffc83d')).toBe('#ffc83d');
  expect(textColorFor('#ffc83d', '#ffffff')).toBe('#16131f');
  expect(textColorFor('#5536e8', null)).toBe('#ffffff');
});
