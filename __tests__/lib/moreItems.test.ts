/** The '+N more items' label: plural, singular and nothing to add. */
import { moreItemsLabel } from '../../src/lib/moreItems';

const copy = { moreItemsOne: '+{count} more item', moreItemsMany: '+{count} more items' };

test('plural for several items', () => {
  expect(moreItemsLabel(3, copy)).toBe('+3 more items');
});

test('singular for one item', () => {
  expect(moreItemsLabel(1, copy)).toBe('+1 more item');
});

test('no line for zero, negative or fractional counts', () => {
  expect(moreItemsLabel(0, copy)).toBeNull();
  expect(moreItemsLabel(-2, copy)).toBeNull();
  expect(moreItemsLabel(1.5, copy)).toBeNull();
});
