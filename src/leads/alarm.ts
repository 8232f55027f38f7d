/**
 * The delivery alarm, one rule for every place that reports it (the server's /deliveryz, `npm run leads -- --check`,
 * the metrics): it fires when a lead has waited longer than LEADS_ALERT_AFTER_MIN for a delivery that has not succeeded.
 */
import type { Channel, OutboxState } from './store';

/** Default of LEADS_ALERT_AFTER_MIN: an SMTP hiccup retried within minutes stays quiet, an outage does not. */
export const ALERT_AFTER_MIN_DEFAULT = 15;

export interface DeliveryAlarm {
  firing: boolean;
  /** What /deliveryz answers: counts and ages only, never a lead's fields. */
  body: {
    status: 'ok' | 'failing';
    alertAfterSeconds: number;
    /** Age of the oldest lead with a delivery still undelivered, or null when every delivery succeeded. */
    oldestUndeliveredAgeSeconds: number | null;
    channels: OutboxState['channels'];
  };
  /** The same in one line, for cron mail and logs. */
  line: string;
}

const seconds = (ms: number) => Math.max(0, Math.round(ms / 1000));

/** `95` → `1 min 35 s`, `40` → `40 s`. */
export const duration = (s: number) => (s < 60 ? `${s} s` : `${Math.floor(s / 60)} min${s % 60 ? ` ${s % 60} s` : ''}`);

const channelText = (name: Channel, c: { pending: number; failing: number }) => `${name} ${c.pending} pending, ${c.failing} failing`;

export function deliveryAlarm(state: OutboxState, now: number, alertAfterMs: number): DeliveryAlarm {
  const ageMs = state.oldestUndeliveredAt === null ? null : now - state.oldestUndeliveredAt;
  const firing = ageMs !== null && ageMs > alertAfterMs;
  const waiting = Object.values(state.channels).reduce((sum, c) => sum + c.pending + c.failing, 0);
  const counts = (Object.entries(state.channels) as [Channel, { pending: number; failing: number }][])
    .map(([name, c]) => channelText(name, c))
    .join('; ');
  const limit = `alarm after ${duration(seconds(alertAfterMs))}`;
  const line =
    ageMs === null
      ? `OK: every lead delivered (${limit})`
      : `${firing ? 'ALARM' : 'OK'}: ${waiting} ${waiting === 1 ? 'delivery' : 'deliveries'} not delivered, oldest lead waiting ${duration(seconds(ageMs))} (${limit}); ${counts}`;
  return {
    firing,
    body: {
      status: firing ? 'failing' : 'ok',
      alertAfterSeconds: alertAfterMs / 1000,
      oldestUndeliveredAgeSeconds: ageMs === null ? null : seconds(ageMs),
      channels: state.channels,
    },
    line,
  };
}
