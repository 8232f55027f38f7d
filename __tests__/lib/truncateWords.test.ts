/** truncateWords keeps short copy whole and cuts longer copy to N words with an ellipsis. */
import { truncateWords } from '../../src/lib/truncateWords';

test('keeps up to N words and cuts the rest with an ellipsis', () => {
  expect(truncateWords('Ledgerly product design', 4)).toBe('Ledgerly product design');
  expect(truncateWords('One two three four five', 4)).toBe('One two three four…');
  expect(truncateWords('  spaced   out\twords  ', 2)).toBe('spaced out…');
  expect(truncateWords('', 4)).toBe('');
});
