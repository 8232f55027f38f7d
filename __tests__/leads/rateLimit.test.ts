/** Per-key fixed-window limiter used by the contact endpoint. */
import { hitRateLimit, retryAfterSeconds, type RateLimitStore } from '../../src/leads/rateLimit';

test('allows max requests per window per key, then refuses until the window passes', () => {
  const store: RateLimitStore = new Map();
  const opts = { max: 2, windowMs: 1000 };
  expect(hitRateLimit(store, 'a', 0, opts).allowed).toBe(true);
  expect(hitRateLimit(store, 'a', 10, opts).allowed).toBe(true);
  expect(hitRateLimit(store, 'a', 20, opts).allowed).toBe(false);
  expect(hitRateLimit(store, 'b', 20, opts).allowed).toBe(true);
  expect(hitRateLimit(store, 'a', 1000, opts).allowed).toBe(true);
});

test('a refused client is told how long until its window starts over, in whole seconds', () => {
  const store: RateLimitStore = new Map();
  const opts = { max: 1, windowMs: 90_000 };
  hitRateLimit(store, 'a', 0, opts);
  const refused = hitRateLimit(store, 'a', 30_000, opts);
  expect(refused).toEqual({ allowed: false, retryAfterMs: 60_000 });
  expect(retryAfterSeconds(refused.retryAfterMs)).toBe('60');
  expect(retryAfterSeconds(1)).toBe('1');
  expect(retryAfterSeconds(0)).toBe('1');
});
