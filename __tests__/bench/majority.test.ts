/** Repeated runs stop only when the median of all of them could no longer change its verdict. */
import { majorityDecided } from '../../scripts/bench/majority';

const atLeast99 = (score: number) => score >= 99;

test('three of five runs meeting the budget decide it; two do not', () => {
  expect(majorityDecided([100, 99], [atLeast99], 5)).toBe(false);
  expect(majorityDecided([100, 99, 100], [atLeast99], 5)).toBe(true);
  expect(majorityDecided([100, 97, 99, 99], [atLeast99], 5)).toBe(true);
});

test('three misses decide a failure; a split of two and two waits for the fifth run', () => {
  expect(majorityDecided([97, 98, 96], [atLeast99], 5)).toBe(true);
  expect(majorityDecided([100, 97, 99, 98], [atLeast99], 5)).toBe(false);
});

test('every budget must be decided', () => {
  const under100 = (tbt: number) => tbt <= 100;
  expect(majorityDecided([100, 100, 100], [atLeast99, under100], 5)).toBe(true);
  expect(majorityDecided([99, 100, 120], [atLeast99, under100], 5)).toBe(false);
});
