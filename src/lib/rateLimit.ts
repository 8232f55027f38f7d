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

/** Counts one request for `key`; true when it is still within the limit. Old windows are pruned as a side effect. */
export function hitRateLimit(store: RateLimitStore, key: string, now: number, { max, windowMs }: RateLimitOptions): boolean {
  const current = store.get(key);
  if (!current || now - current.start >= windowMs) {
    if (store.size > 10000) {
      for (const [k, w] of store) if (now - w.start >= windowMs) store.delete(k);
    }
    store.set(key, { start: now, count: 1 });
    return max >= 1;
  }
  current.count += 1;
  return current.count <= max;
}
