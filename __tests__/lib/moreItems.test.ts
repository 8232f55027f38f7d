/** The '+N more items' label: plural, singular and nothing to add. */
import { moreItemsLabel } from '../../src/lib/moreItems';

test('plural for several items', () => {
  expect(moreItemsLabel(3)).toBe('+3 more items');
});

test('singular for one item', () => {
  expect(moreItemsLabel(1)).toBe('+1 more item');
});

test('no line for zero, negative or fractional counts', () => {
  expect(moreItemsLabel(0)).toBeNull();
  expect(moreItemsLabel(-2)).toBeNull();
  expect(moreItemsLabel(1.5)).toBeNull();
});
