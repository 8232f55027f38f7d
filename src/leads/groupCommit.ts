/**
 * Group commit: leads that arrive while a write is in flight wait for the next one and share its fsync (or its
 * database commit), so each caller still learns its lead is durable before answering, at one sync per batch.
 */
export interface GroupCommit<T> {
  /** Resolves once `item` is durable; rejects if the batch holding it could not be written. */
  add(item: T): Promise<void>;
  /** Resolves when nothing is waiting or being written. */
  drain(): Promise<void>;
}

interface Waiting<T> {
  item: T;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * `flush` writes the batch; it may answer one outcome per item (undefined: durable, anything else: that item's error),
 * so one item that cannot be written does not fail the others.
 */
export function groupCommit<T>(flush: (items: T[]) => Promise<void | unknown[]>, maxBatch = 1000): GroupCommit<T> {
  let queue: Waiting<T>[] = [];
  let running: Promise<void> | null = null;

  const run = async () => {
    while (queue.length > 0) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(batch.length);
      try {
        const outcomes = await flush(batch.map((w) => w.item));
        batch.forEach((w, i) => (outcomes?.[i] === undefined ? w.resolve() : w.reject(outcomes[i])));
      } catch (error) {
        batch.forEach((w) => w.reject(error));
      }
    }
    running = null;
  };

  return {
    add(item) {
      return new Promise<void>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        /** setImmediate lets every request parsed in this turn of the event loop join the first batch. */
        running ??= new Promise<void>((done) => setImmediate(() => void run().then(done)));
      });
    },
    async drain() {
      while (running) await running;
    },
  };
}
