/** Word cuts used by case cards: ellipsis only when words were dropped. */
import { truncateWords } from '../../src/lib/truncateWords';

const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i + 1}`).join(' ');

describe('truncateWords', () => {
  test.each([
    [6, 7, words(6)],
    [7, 7, words(7)],
    [8, 7, `${words(7)}…`],
    [6, 8, words(6)],
    [7, 8, words(7)],
    [8, 8, words(8)],
    [9, 8, `${words(8)}…`],
  ])('%i words cut to %i', (n, max, expected) => {
    expect(truncateWords(words(n), max)).toBe(expected);
  });

  test('drops trailing punctuation before the ellipsis and collapses whitespace', () => {
    expect(truncateWords('One,  two, three, four', 2)).toBe('One, two…');
    expect(truncateWords('  spaced   out  ', 5)).toBe('spaced out');
  });
});

test('collapses whitespace and keeps short copy whole', () => {
  expect(truncateWords('Ledgerly product design', 4)).toBe('Ledgerly product design');
  expect(truncateWords('One two three four five', 4)).toBe('One two three four…');
  expect(truncateWords('  spaced   out\twords  ', 2)).toBe('spaced out…');
  expect(truncateWords('', 4)).toBe('');
});
