/** The retention period: deletes leads older than LEADS_RETENTION_DAYS with their delivery records, at start and every hour. */
import type { LeadStore } from './store';

const DAY_MS = 24 * 60 * 60 * 1000;
const EVERY_MS = 60 * 60 * 1000;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export const retentionCutoff = (days: number, now: number) => now - days * DAY_MS;

/** One purge now; logs what it deleted, and logs (never throws) when the store cannot be purged this time. */
export async function purgeExpired(store: LeadStore, days: number, now: number = Date.now()): Promise<void> {
  try {
    const removed = await store.purge(retentionCutoff(days, now));
    if (removed.leads > 0 || removed.deliveries > 0)
      console.log(
        `lead retention: deleted ${plural(removed.leads, 'lead')} older than ${days} days and ${plural(removed.deliveries, 'delivery record')}`,
      );
  } catch (error) {
    console.error('lead retention: purge failed (tried again within the hour)', error instanceof Error ? error.message : error);
  }
}

/** Purges at once and then hourly on a timer that does not keep the process alive; `stop` waits for a purge in flight. */
export function startRetention(store: LeadStore, days: number, now: () => number = Date.now): { stop(): Promise<void> } {
  let running: Promise<void> = purgeExpired(store, days, now());
  const timer = setInterval(() => {
    running = running.then(() => purgeExpired(store, days, now()));
  }, EVERY_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
