/** Per-client fixed-window limiter of the contact endpoint: counts, a bounded table whatever the number of clients, IPv6 per /64. */
import { createRateLimitStore, hitRateLimit, rateLimitKey, retryAfterSeconds } from '../../src/leads/rateLimit';

test('allows max requests per window per key, then refuses until the window passes', () => {
  const store = createRateLimitStore();
  const opts = { max: 2, windowMs: 1000 };
  expect(hitRateLimit(store, 'a', 0, opts).allowed).toBe(true);
  expect(hitRateLimit(store, 'a', 10, opts).allowed).toBe(true);
  expect(hitRateLimit(store, 'a', 20, opts).allowed).toBe(false);
  expect(hitRateLimit(store, 'b', 20, opts).allowed).toBe(true);
  expect(hitRateLimit(store, 'a', 1000, opts).allowed).toBe(true);
});

test('a refused client is told how long until its window starts over, in whole seconds', () => {
  const store = createRateLimitStore();
  const opts = { max: 1, windowMs: 90_000 };
  hitRateLimit(store, 'a', 0, opts);
  const refused = hitRateLimit(store, 'a', 30_000, opts);
  expect(refused).toEqual({ allowed: false, retryAfterMs: 60_000 });
  expect(retryAfterSeconds(refused.retryAfterMs)).toBe('60');
  expect(retryAfterSeconds(1)).toBe('1');
  expect(retryAfterSeconds(0)).toBe('1');
});

test('the table never tracks more clients than its capacity, even when every window is still open', () => {
  const store = createRateLimitStore(1000);
  const opts = { max: 5, windowMs: 600_000 };
  for (let n = 0; n < 50_000; n += 1) hitRateLimit(store, `10.${n >> 16}.${(n >> 8) & 255}.${n & 255}`, n, opts);
  expect(store.size).toBe(1000);
  /** The newest clients are the ones still counted. */
  expect(store.has('10.0.195.79')).toBe(true);
  expect(store.has('10.0.0.0')).toBe(false);
});

test('expired windows leave the table as new clients arrive', () => {
  const store = createRateLimitStore(1000);
  const opts = { max: 5, windowMs: 1000 };
  for (let n = 0; n < 100; n += 1) hitRateLimit(store, `a${n}`, 0, opts);
  hitRateLimit(store, 'late', 5000, opts);
  expect(store.size).toBe(1);
  expect(store.has('late')).toBe(true);
});

test('IPv6 clients are counted per /64, however the address is written; IPv4 per address', () => {
  expect(rateLimitKey('2001:db8:1:2::a')).toBe('2001:db8:1:2::/64');
  expect(rateLimitKey('2001:0db8:0001:0002:ffff:0:0:1')).toBe('2001:db8:1:2::/64');
  expect(rateLimitKey('2001:DB8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
  expect(rateLimitKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
  expect(rateLimitKey('::1')).toBe('0:0:0:0::/64');
  expect(rateLimitKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  expect(rateLimitKey('2001:db8:1:3::a')).not.toBe(rateLimitKey('2001:db8:1:2::a'));
  expect(rateLimitKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
  expect(rateLimitKey('192.0.2.7')).toBe('192.0.2.7');

  const store = createRateLimitStore();
  const opts = { max: 3, windowMs: 60_000 };
  const verdicts = ['2001:db8:1:2::a', '2001:db8:1:2::b', '2001:db8:1:2:ffff::c', '2001:db8:1:2::d'].map(
    (ip, n) => hitRateLimit(store, rateLimitKey(ip), n, opts).allowed,
  );
  expect(verdicts).toEqual([true, true, true, false]);
  expect(hitRateLimit(store, rateLimitKey('2001:db8:1:3::a'), 10, opts).allowed).toBe(true);
});
