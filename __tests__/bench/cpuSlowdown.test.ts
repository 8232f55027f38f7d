/** The Lighthouse CPU slowdown follows the host's BenchmarkIndex and never exceeds Lighthouse's default 4x. */
import { cpuSlowdownFor } from '../../scripts/bench/cpuSlowdown';

test('a quiet reference host (and anything faster) gets the default 4x', () => {
  expect(cpuSlowdownFor(2160)).toBe(4);
  expect(cpuSlowdownFor(3000)).toBe(4);
});

test('a host running at half speed gets half the slowdown, so the emulated phone stays the same', () => {
  expect(cpuSlowdownFor(1080)).toBe(2);
  expect(cpuSlowdownFor(1620)).toBe(3);
});

test('never below 1x, and an unknown index keeps the default', () => {
  expect(cpuSlowdownFor(200)).toBe(1);
  expect(cpuSlowdownFor(Number.NaN)).toBe(4);
  expect(cpuSlowdownFor(0)).toBe(4);
});
