/**
 * The lead pipeline's Prometheus figures (prom-client): counters this process keeps as leads arrive and deliveries
 * end, and gauges read from the store at scrape time, so every instance on one PostgreSQL reports the same outbox.
 */
import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';
import { deliveryAlarm } from './alarm';
import { REFUSAL_REASONS, type DeliveryOutcome, type LeadEvents } from './events';
import type { Channel, LeadStore, OutboxState } from './store';

const CHANNELS: Channel[] = ['webhook', 'email'];
const OUTCOMES: DeliveryOutcome[] = ['delivered', 'failed'];

export interface LeadMetrics {
  registry: Registry;
  /** Pass to createLeadService: counts every post and delivery attempt of this process. */
  events: LeadEvents;
}

export function createLeadMetrics(store: LeadStore, alertAfterMs: number, now: () => number = Date.now): LeadMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const accepted = new Counter({ name: 'leads_accepted_total', help: 'Leads stored and answered 201 by this instance.', registers });
  const refused = new Counter({
    name: 'leads_refused_total',
    help: 'Posts this instance did not store, by reason (honeypot and time_trap are answered 201 to the bot).',
    labelNames: ['reason'] as const,
    registers,
  });
  const attempts = new Counter({
    name: 'leads_delivery_attempts_total',
    help: 'Delivery attempts this instance made, by channel and outcome.',
    labelNames: ['channel', 'outcome'] as const,
    registers,
  });
  for (const reason of REFUSAL_REASONS) refused.inc({ reason }, 0);
  for (const channel of CHANNELS) for (const outcome of OUTCOMES) attempts.inc({ channel, outcome }, 0);

  /** One store query per scrape, shared by every gauge below (prom-client collects them side by side). */
  let reading: Promise<OutboxState | null> | null = null;
  const outbox = () =>
    (reading ??= store
      .outboxState()
      .catch(() => null)
      .finally(() => setImmediate(() => (reading = null))));

  /** Each gauge sets itself from the shared reading; an unreadable store clears them and says so in leads_store_up. */
  const fromStore = (apply: (gauge: Gauge<string>, state: OutboxState) => void) =>
    async function collect(this: Gauge<string>) {
      const state = await outbox();
      this.reset();
      if (state) apply(this, state);
    };

  new Gauge({
    name: 'leads_store_up',
    help: '1 when the lead store answered this scrape, 0 when it could not be read.',
    registers,
    async collect() {
      this.set((await outbox()) ? 1 : 0);
    },
  });
  new Gauge({
    name: 'leads_deliveries_undelivered',
    help: 'Deliveries not yet made, from the store (shared by every instance on it): pending (first tries) or failing (3 attempts or more).',
    labelNames: ['channel', 'state'],
    registers,
    collect: fromStore((gauge, state) => {
      for (const [channel, tally] of Object.entries(state.channels)) {
        gauge.set({ channel, state: 'pending' }, tally.pending);
        gauge.set({ channel, state: 'failing' }, tally.failing);
      }
    }),
  });
  new Gauge({
    name: 'leads_oldest_undelivered_age_seconds',
    help: 'Age of the oldest lead with a delivery not yet made, from the store; 0 when everything is delivered.',
    registers,
    collect: fromStore((gauge, state) =>
      gauge.set(state.oldestUndeliveredAt === null ? 0 : Math.max(0, (now() - state.oldestUndeliveredAt) / 1000)),
    ),
  });
  new Gauge({
    name: 'leads_delivery_alarm',
    help: '1 when a lead has waited longer than LEADS_ALERT_AFTER_MIN for a delivery (what /deliveryz answers 503 for), from the store.',
    registers,
    collect: fromStore((gauge, state) => gauge.set(deliveryAlarm(state, now(), alertAfterMs).firing ? 1 : 0)),
  });
  new Gauge({ name: 'leads_alert_after_seconds', help: 'LEADS_ALERT_AFTER_MIN of this instance, in seconds.', registers }).set(
    alertAfterMs / 1000,
  );

  return {
    registry,
    events: {
      accepted: () => accepted.inc(),
      refused: (reason) => refused.inc({ reason }),
      attempted: (channel, outcome) => attempts.inc({ channel, outcome }),
    },
  };
}
