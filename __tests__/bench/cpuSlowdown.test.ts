/** The Lighthouse CPU slowdown follows the host's BenchmarkIndex, never exceeds Lighthouse's default 4x, and counts only the time the page's main thread ran. */
import { cpuSlowdownFor, runSlowdownFor } from '../../scripts/bench/cpuSlowdown';

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

test('a run multiplies only the time the page had a core: half the task time waiting for one halves the slowdown', () => {
  expect(runSlowdownFor(2.6, 0.5)).toBe(1.3);
  expect(runSlowdownFor(4, 1)).toBe(4);
  expect(runSlowdownFor(4, 0.8)).toBe(3.2);
});

test('a run is never sped up, and a share Lighthouse could not measure leaves the host slowdown as it is', () => {
  expect(runSlowdownFor(2.4, 0.2)).toBe(1);
  expect(runSlowdownFor(2.4, Number.NaN)).toBe(2.4);
  expect(runSlowdownFor(2.4, 1.3)).toBe(2.4);
});
