/**
 * The outbox: delivers every stored lead to each channel it was stored for, retrying with exponential backoff. State
 * lives in the lead store, so retries survive restarts; a delivery that keeps failing stays pending and visible.
 */
import type { Sender } from './channels';
import type { OutboxSettings } from './config';
import { ignoreEvents, type LeadEvents } from './events';
import { FAILING_AFTER_ATTEMPTS, retryDelay, type Channel, type Delivery, type LeadStore } from './store';

export interface Outbox {
  /** One pass over the deliveries due now; resolves with how many were attempted. */
  runOnce(): Promise<number>;
  /** Keeps passing in the background (long-running server). */
  start(): void;
  /** Asks for a pass soon (a lead was just stored). */
  wake(): void;
  /** Stops the background passes and waits for the one in flight. */
  stop(): Promise<void>;
}

/** Another instance may have stored leads (shared database), so an idle worker still looks every few seconds. */
const IDLE_POLL_MS = 5_000;

export function createOutbox(
  store: LeadStore,
  senders: Partial<Record<Channel, Sender>>,
  retry: { baseMs: number; maxMs: number },
  now: () => number = Date.now,
  settings: OutboxSettings = { leaseMs: 60_000, concurrency: 8 },
  events: LeadEvents = ignoreEvents,
): Outbox {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let started = false;
  /** Set when a lead arrives during a pass, so that pass looks once more instead of leaving it for the next poll. */
  let again = false;

  const attempt = async (delivery: Delivery, lead: Parameters<Sender>[0]): Promise<void> => {
    const send = senders[delivery.channel];
    const attempts = delivery.attempts + 1;
    let sent = false;
    try {
      if (!send) throw new Error(`channel ${delivery.channel} is not configured in this process`);
      await send(lead);
      sent = true;
      events.attempted(delivery.channel, 'delivered');
      await store.record({
        leadId: delivery.leadId,
        channel: delivery.channel,
        status: 'delivered',
        attempts,
        nextAttemptAt: now(),
        deliveredAt: new Date(now()).toISOString(),
      });
    } catch (error) {
      const lastError = error instanceof Error ? error.message : String(error);
      if (!sent) events.attempted(delivery.channel, 'failed');
      const nextAttemptAt = now() + retryDelay(attempts, retry.baseMs, retry.maxMs);
      const level = attempts >= FAILING_AFTER_ATTEMPTS ? 'error' : 'warn';
      console[level](
        `lead outbox: ${delivery.channel} delivery of lead ${delivery.leadId} failed (attempt ${attempts}: ${lastError}); next try ${new Date(nextAttemptAt).toISOString()}`,
      );
      await store.record({ leadId: delivery.leadId, channel: delivery.channel, status: 'pending', attempts, nextAttemptAt, lastError });
    }
  };

  /**
   * Claims only as many deliveries as it can send at once, and claims again as each one ends (which records its outcome
   * at once): a crash can repeat only the deliveries in flight, never a whole claimed batch.
   */
  const pass = async () => {
    let attempted = 0;
    const inFlight = new Set<Promise<void>>();
    try {
      for (;;) {
        const free = settings.concurrency - inFlight.size;
        if (free > 0) {
          const due = await store.claimDue(now(), free, settings.leaseMs);
          for (const { delivery, lead } of due) {
            const sending: Promise<void> = attempt(delivery, lead)
              .catch((error: unknown) =>
                console.error('lead outbox: recording a delivery failed', error instanceof Error ? error.message : error),
              )
              .finally(() => inFlight.delete(sending));
            inFlight.add(sending);
          }
          attempted += due.length;
          if (due.length < free) {
            if (!again) break;
            again = false;
            continue;
          }
        }
        await Promise.race(inFlight);
      }
      return attempted;
    } finally {
      /** Even when a claim fails, the pass ends only after its sends, so the next pass never exceeds the concurrency. */
      await Promise.all(inFlight);
    }
  };

  const runOnce = () => {
    if (running) again = true;
    return (running ??= pass()
      .catch((error: unknown) => {
        console.error('lead outbox: pass failed', error instanceof Error ? error.message : error);
        return 0;
      })
      .finally(() => {
        running = null;
      }));
  };

  const schedule = (delay: number) => {
    if (!started) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      void runOnce().then(() => schedule(Math.min(IDLE_POLL_MS, retry.baseMs)));
    }, delay);
    timer.unref();
  };

  return {
    runOnce,
    start() {
      if (Object.keys(senders).length === 0) return;
      started = true;
      schedule(0);
    },
    wake() {
      if (started) schedule(0);
    },
    async stop() {
      started = false;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
