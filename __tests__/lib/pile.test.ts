/** The fallen-tags pile is deterministic and stays within gentle tilts. */
import { fallHeight, fallStagger, pileTilt } from '../../src/lib/pile';

test('tilts follow a fixed cycle of ten (so server and client agree), alternate and stay within ±9 degrees', () => {
  const first = Array.from({ length: 24 }, (_, i) => pileTilt(i));
  const cycle = [-7, 4, -2, 8, -5, 3, -9, 6, -3, 1];
  expect(first).toEqual([...cycle, ...cycle, ...cycle.slice(0, 4)]);
  expect(pileTilt(-1)).toBe(1);
  expect(first.every((tilt) => Math.abs(tilt) <= 9)).toBe(true);
  expect(Math.sign(pileTilt(0))).not.toBe(Math.sign(pileTilt(1)));
});

test('drop heights grow in a cycle of four and are always above the resting place', () => {
  expect([0, 1, 2, 3, 4].map(fallHeight)).toEqual([180, 220, 260, 300, 180]);
});

test('stagger grows with the index', () => {
  expect(fallStagger(0)).toBe(0);
  expect(fallStagger(3)).toBe(0.21);
  expect(fallStagger(10)).toBeGreaterThan(fallStagger(9));
});
