/** What the lead pipeline tells an observer (the server's metrics) as it happens; the pipeline itself stays free of any metrics library. */
import type { Channel } from './store';

/** Why a post was not stored: each one a `reason` label of `leads_refused_total`. */
export const REFUSAL_REASONS = ['invalid', 'rate_limited', 'time_trap', 'honeypot', 'token', 'store_error'] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

export type DeliveryOutcome = 'delivered' | 'failed';

export interface LeadEvents {
  /** A lead was stored and answered 201. */
  accepted(): void;
  refused(reason: RefusalReason): void;
  /** One delivery attempt ended. */
  attempted(channel: Channel, outcome: DeliveryOutcome): void;
}

export const ignoreEvents: LeadEvents = { accepted: () => undefined, refused: () => undefined, attempted: () => undefined };
