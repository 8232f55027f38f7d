/**
 * Fixed-window request counter per client, constant cost per request however many clients are tracked: windows expire
 * in the order they started and the table never holds more than `capacity` clients (the oldest window goes first).
 * IPv6 clients are counted per /64, the block one subscriber gets.
 */
import { isIPv4, isIPv6 } from 'node:net';
import { ExpiringMap } from './expiringMap';

export interface RateLimitOptions {
  max: number;
  windowMs: number;
}

interface Window {
  start: number;
  count: number;
}

/** Most clients tracked at once; beyond it the oldest window is forgotten (that client starts a fresh window). */
export const RATE_LIMIT_CAPACITY = 100_000;

export type RateLimitStore = ExpiringMap<Window>;

export const createRateLimitStore = (capacity = RATE_LIMIT_CAPACITY): RateLimitStore => new ExpiringMap<Window>(capacity);

export interface RateLimitResult {
  allowed: boolean;
  /** Milliseconds until this key's window starts over (what `Retry-After` tells a refused client). */
  retryAfterMs: number;
}

/** The first four groups of an IPv6 address (its /64), or an IPv4 address as it is (also when written IPv4-mapped). */
export function rateLimitKey(ip: string): string {
  const address = ip.replace(/%.*$/, '').toLowerCase();
  const mapped = /^(?:0{0,4}:){0,5}:?ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped && isIPv4(mapped[1])) return mapped[1];
  if (!isIPv6(address)) return address;
  const [head, tail] = address.includes('::') ? address.split('::') : [address, undefined];
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length - (tailGroups.some((g) => g.includes('.')) ? -1 : 0);
  const groups = tail === undefined ? headGroups : [...headGroups, ...Array<string>(Math.max(0, missing)).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** Counts one request for `key`: O(1); expired windows leave the table as a side effect. */
export function hitRateLimit(store: RateLimitStore, key: string, now: number, { max, windowMs }: RateLimitOptions): RateLimitResult {
  const current = store.get(key, now);
  if (current) {
    current.count += 1;
    return { allowed: current.count <= max, retryAfterMs: current.start + windowMs - now };
  }
  store.set(key, { start: now, count: 1 }, now + windowMs, now);
  return { allowed: max >= 1, retryAfterMs: windowMs };
}

/** `Retry-After` in whole seconds, never 0 (a client told 0 would retry at once and be refused again). */
export const retryAfterSeconds = (ms: number) => String(Math.max(1, Math.ceil(ms / 1000)));
