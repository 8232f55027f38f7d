/** Fixed-window request counter per key (client IP), pure apart from the Map it is given, so it is unit-testable. */
export interface RateLimitOptions {
  max: number;
  windowMs: number;
}

interface Window {
  start: number;
  count: number;
}

export type RateLimitStore = Map<string, Window>;

export interface RateLimitResult {
  allowed: boolean;
  /** Milliseconds until this key's window starts over (what `Retry-After` tells a refused client). */
  retryAfterMs: number;
}

/** Counts one request for `key`. Old windows are pruned as a side effect, so the map stays bounded. */
export function hitRateLimit(store: RateLimitStore, key: string, now: number, { max, windowMs }: RateLimitOptions): RateLimitResult {
  const current = store.get(key);
  if (!current || now - current.start >= windowMs) {
    if (store.size > 10000) {
      for (const [k, w] of store) if (now - w.start >= windowMs) store.delete(k);
    }
    store.set(key, { start: now, count: 1 });
    return { allowed: max >= 1, retryAfterMs: windowMs };
  }
  current.count += 1;
  return { allowed: current.count <= max, retryAfterMs: current.start + windowMs - now };
}

/** `Retry-After` in whole seconds, never 0 (a client told 0 would retry at once and be refused again). */
export const retryAfterSeconds = (ms: number) => String(Math.max(1, Math.ceil(ms / 1000)));
