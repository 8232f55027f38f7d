/** The contract every lead store keeps: a lead is durable before `add` resolves, and its outbox state lives beside it. */
import type { Lead } from '../lib/contactSchema';
import { DEFAULT_LOCALE, type Locale } from '../lib/locales';
import type { TokenLedger } from './tokenLedger';

export type Channel = 'webhook' | 'email';

/** A stored lead: the visitor's fields (honeypot and render token removed), an id that doubles as idempotency key, when it came, and the language of its form. */
export type LeadRecord = Omit<Lead, 'website' | 'renderToken' | 'language'> & { id: string; receivedAt: string; language: Locale };

/** A lead as a store holds it: leads stored before the site had languages carry none. */
export type StoredLead = Omit<LeadRecord, 'language'> & { language?: Locale };

/** A stored lead as every reader sees it: one without a language came from the English-only site. */
export const readLead = (stored: StoredLead): LeadRecord => ({ ...stored, language: stored.language ?? DEFAULT_LOCALE });

export interface Delivery {
  leadId: string;
  channel: Channel;
  status: 'pending' | 'delivered';
  attempts: number;
  /** Epoch ms of the next try (pending) or of the delivery. */
  nextAttemptAt: number;
  lastError?: string;
  deliveredAt?: string;
}

export interface DueDelivery {
  delivery: Delivery;
  lead: LeadRecord;
}

export interface LeadWithDeliveries {
  lead: LeadRecord;
  deliveries: Delivery[];
}

export interface LeadStore {
  readonly kind: 'file' | 'postgres';
  /** Where the leads are, for logs and `npm run leads` (never a password). */
  readonly location: string;
  /** Prepares the store (file store: repairs a line a crash cut off; PostgreSQL: runs the migration). Safe to call again. */
  open(): Promise<void>;
  /** Stores the lead and one pending delivery per channel; resolves only once both are durable. */
  add(lead: LeadRecord, channels: readonly Channel[]): Promise<void>;
  /** Pending deliveries due at `now`, leased for `leaseMs` so a second worker (or instance) does not take them too. */
  claimDue(now: number, limit: number, leaseMs: number): Promise<DueDelivery[]>;
  /** Saves the outcome of one attempt. */
  record(delivery: Delivery): Promise<void>;
  /** Every stored lead with its delivery state, oldest first. */
  list(): Promise<LeadWithDeliveries[]>;
  /** What the outbox still has to deliver, per channel, and since when: what the delivery alarm and the metrics report. */
  outboxState(): Promise<OutboxState>;
  /** Deletes the leads received before `before` (epoch ms) with their delivery records (the retention period). */
  purge(before: number): Promise<Removed>;
  /** Deletes every lead sent with this email address (any letter case) with its delivery records (a request for erasure). */
  erase(email: string): Promise<Removed>;
  /** A secret kept with the store, for signing form render tokens when FORM_TOKEN_SECRET is not set. */
  secret(): Promise<string>;
  /** Used render token ids, when the store can share them between instances (otherwise each process remembers its own). */
  readonly tokens?: TokenLedger;
  /** Rejects when the store cannot take a lead right now (what /readyz reports); absent means always ready once opened. */
  check?(): Promise<void>;
  close(): Promise<void>;
}

/** Exponential backoff: base, 2×base, 4×base … capped, so a channel that is down for a day is still retried. */
export const retryDelay = (attempts: number, baseMs: number, maxMs: number) => Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));

/** A delivery still pending after this many attempts is reported as failing (it keeps being retried). */
export const FAILING_AFTER_ATTEMPTS = 3;

/** What a purge or an erasure deleted: leads, and their delivery (outbox) records. */
export interface Removed {
  leads: number;
  deliveries: number;
}

/** Deliveries not yet made, per channel: still within their first tries (pending) or retried and still retrying (failing). */
export interface OutboxState {
  channels: Record<Channel, { pending: number; failing: number }>;
  /** When the oldest lead with an undelivered delivery was received (epoch ms), or null when nothing is waiting. */
  oldestUndeliveredAt: number | null;
}

export const emptyOutboxState = (): OutboxState => ({
  channels: { webhook: { pending: 0, failing: 0 }, email: { pending: 0, failing: 0 } },
  oldestUndeliveredAt: null,
});

/** Adds one undelivered delivery of a lead received at `receivedAt` to the tally. */
export function countUndelivered(state: OutboxState, delivery: Delivery, receivedAt: number): void {
  const tally = (state.channels[delivery.channel] ??= { pending: 0, failing: 0 });
  if (delivery.attempts >= FAILING_AFTER_ATTEMPTS) tally.failing += 1;
  else tally.pending += 1;
  if (state.oldestUndeliveredAt === null || receivedAt < state.oldestUndeliveredAt) state.oldestUndeliveredAt = receivedAt;
}
