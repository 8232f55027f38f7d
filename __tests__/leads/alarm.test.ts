/**
 * @jest-environment node
 */
/** The delivery alarm's rule: quiet while every lead is delivered or younger than the threshold, firing once one has waited longer. */
import { deliveryAlarm } from '../../src/leads/alarm';
import { leadConfig } from '../../src/leads/config';
import { emptyOutboxState, type OutboxState } from '../../src/leads/store';

const NOW = Date.parse('2026-11-26T12:00:00.000Z');
const MIN = 60_000;

const waiting = (minutesAgo: number, email: { pending: number; failing: number }): OutboxState => ({
  ...emptyOutboxState(),
  channels: { webhook: { pending: 0, failing: 0 }, email },
  oldestUndeliveredAt: NOW - minutesAgo * MIN,
});

test('nothing undelivered: 200-style ok, no age', () => {
  const alarm = deliveryAlarm(emptyOutboxState(), NOW, 15 * MIN);
  expect(alarm.firing).toBe(false);
  expect(alarm.body).toEqual({
    status: 'ok',
    alertAfterSeconds: 900,
    oldestUndeliveredAgeSeconds: null,
    channels: { webhook: { pending: 0, failing: 0 }, email: { pending: 0, failing: 0 } },
  });
  expect(alarm.line).toBe('OK: every lead delivered (alarm after 15 min)');
});

test('a failing delivery younger than the threshold stays quiet; older, it fires, with counts per channel', () => {
  expect(deliveryAlarm(waiting(14, { pending: 0, failing: 2 }), NOW, 15 * MIN).firing).toBe(false);
  expect(deliveryAlarm(waiting(15, { pending: 0, failing: 2 }), NOW, 15 * MIN).firing).toBe(false);
  const late = deliveryAlarm(waiting(47.5, { pending: 1, failing: 2 }), NOW, 15 * MIN);
  expect(late.firing).toBe(true);
  expect(late.body).toMatchObject({
    status: 'failing',
    oldestUndeliveredAgeSeconds: 2850,
    channels: { email: { pending: 1, failing: 2 } },
  });
  expect(late.line).toBe(
    'ALARM: 3 deliveries not delivered, oldest lead waiting 47 min 30 s (alarm after 15 min); webhook 0 pending, 0 failing; email 1 pending, 2 failing',
  );
});

test('a delivery never tried (no outbox running) also fires once it is old enough', () => {
  expect(deliveryAlarm(waiting(20, { pending: 1, failing: 0 }), NOW, 15 * MIN).firing).toBe(true);
});

test('LEADS_ALERT_AFTER_MIN defaults to 15 minutes, takes fractions, and a wrong value names the variable', () => {
  expect(leadConfig({}).alertAfterMs).toBe(15 * MIN);
  expect(leadConfig({ LEADS_ALERT_AFTER_MIN: '0.05' }).alertAfterMs).toBe(3000);
  expect(() => leadConfig({ LEADS_ALERT_AFTER_MIN: '0' })).toThrow(/LEADS_ALERT_AFTER_MIN=0: expected a positive number/);
});
