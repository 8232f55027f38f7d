/**
 * @jest-environment node
 */
/** The outbox claims no more than it sends at once and records each success as it happens, so a crash repeats only sends in flight. */
import { createOutbox } from '../../src/leads/outbox';
import type { Delivery, DueDelivery, LeadRecord, LeadStore } from '../../src/leads/store';

const lead = (n: number): LeadRecord => ({
  id: `lead-${n}`,
  receivedAt: '2026-11-23T09:00:00.000Z',
  form: 'default',
  language: 'en',
  name: 'Maya Chen',
  email: 'maya@ledgerly.io',
  company: 'Ledgerly',
  message: 'Onboarding redesign.',
});

/** An in-memory store that notes every claim and every recorded outcome. */
function memoryStore(count: number) {
  const pending = new Map(Array.from({ length: count }, (_, n) => [`lead-${n}`, { lead: lead(n), leasedUntil: 0 }]));
  const claims: { limit: number; leaseMs: number; got: number }[] = [];
  const recorded: string[] = [];
  const store = {
    kind: 'file',
    location: 'memory',
    async claimDue(now: number, limit: number, leaseMs: number): Promise<DueDelivery[]> {
      const due = [...pending.values()].filter((p) => p.leasedUntil <= now).slice(0, limit);
      for (const p of due) p.leasedUntil = now + leaseMs;
      claims.push({ limit, leaseMs, got: due.length });
      return due.map((p) => ({
        lead: p.lead,
        delivery: { leadId: p.lead.id, channel: 'webhook', status: 'pending', attempts: 0, nextAttemptAt: 0 },
      }));
    },
    async record(delivery: Delivery) {
      recorded.push(delivery.leadId);
      if (delivery.status === 'delivered') pending.delete(delivery.leadId);
    },
  } as unknown as LeadStore;
  return { store, claims, recorded };
}

test('never more than OUTBOX_CONCURRENCY sends in flight or claimed, each success recorded before the next claim, under the configured lease', async () => {
  const { store, claims, recorded } = memoryStore(30);
  let inFlight = 0;
  let most = 0;
  const releases: (() => void)[] = [];
  const sent: string[] = [];
  const outbox = createOutbox(
    store,
    {
      webhook: async (l) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise<void>((resolve) => releases.push(resolve));
        sent.push(l.id);
        inFlight -= 1;
      },
    },
    { baseMs: 1000, maxMs: 1000 },
    Date.now,
    { leaseMs: 45_000, concurrency: 4 },
  );
  const pass = outbox.runOnce();
  const release = async () => {
    while (releases.length === 0) await new Promise((r) => setImmediate(r));
    releases.shift()?.();
  };
  await release();
  while (recorded.length === 0) await new Promise((r) => setImmediate(r));
  expect(recorded).toEqual(['lead-0']);
  expect(claims.reduce((sum, c) => sum + c.got, 0)).toBeLessThanOrEqual(5);
  for (let n = 1; n < 30; n += 1) await release();
  expect(await pass).toBe(30);
  expect(most).toBe(4);
  expect(sent).toHaveLength(30);
  expect(recorded).toHaveLength(30);
  expect(Math.max(...claims.map((c) => c.limit))).toBe(4);
  expect(new Set(claims.map((c) => c.leaseMs))).toEqual(new Set([45_000]));
});
