/** Per-key fixed-window limiter used by the contact endpoint. */
import { hitRateLimit, type RateLimitStore } from '../../src/lib/rateLimit';

test('allows max requests per window per key, then refuses until the window passes', () => {
  const store: RateLimitStore = new Map();
  const opts = { max: 2, windowMs: 1000 };
  expect(hitRateLimit(store, 'a', 0, opts)).toBe(true);
  expect(hitRateLimit(store, 'a', 10, opts)).toBe(true);
  expect(hitRateLimit(store, 'a', 20, opts)).toBe(false);
  expect(hitRateLimit(store, 'b', 20, opts)).toBe(true);
  expect(hitRateLimit(store, 'a', 1000, opts)).toBe(true);
});
