import { median } from '../../scripts/bench/median';

test('median of odd and even counts, unsorted input untouched', () => {
  const input = [3, 1, 2];
  expect(median(input)).toBe(2);
  expect(input).toEqual([3, 1, 2]);
  expect(median([4, 1, 3, 2])).toBe(2.5);
  expect(() => median([])).toThrow(/empty/);
});
