/**
 * A string-keyed table whose entries expire in the order they were set and whose size is capped, at constant cost per
 * operation however many entries it holds. Expiry walks a queue, never the Map: V8 iterates a Map past the slots of
 * deleted entries, so pruning a Map from its front costs more the more was deleted (checked on Node 22).
 */
interface Entry<V> {
  value: V;
  expiresAt: number;
}

export class ExpiringMap<V> {
  private readonly entries = new Map<string, Entry<V>>();
  /** Entries in the order they were set; a replaced or deleted entry stays here until it reaches the head. */
  private queue: { key: string; entry: Entry<V> }[] = [];
  private head = 0;

  constructor(readonly capacity: number) {}

  get size(): number {
    return this.entries.size;
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  /** The value of `key` unless it has expired at `now`. */
  get(key: string, now: number): V | undefined {
    const entry = this.entries.get(key);
    return entry && entry.expiresAt > now ? entry.value : undefined;
  }

  /** Sets `key` until `expiresAt`, first dropping expired entries from the head and the oldest ones beyond the capacity. */
  set(key: string, value: V, expiresAt: number, now: number): void {
    this.entries.delete(key);
    while (this.head < this.queue.length) {
      const { key: oldest, entry } = this.queue[this.head];
      const live = this.entries.get(oldest) === entry;
      if (live && entry.expiresAt > now && this.entries.size < this.capacity) break;
      if (live) this.entries.delete(oldest);
      this.head += 1;
    }
    if (this.head > 1024 && this.head * 2 > this.queue.length) {
      this.queue = this.queue.slice(this.head);
      this.head = 0;
    }
    const entry = { value, expiresAt };
    this.entries.set(key, entry);
    this.queue.push({ key, entry });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }
}
