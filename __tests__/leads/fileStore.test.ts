/**
 * @jest-environment node
 */
/** The file store after a crash: a half-written last line (never acknowledged) is cut, complete lines are kept. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileLeadStore, repairTornTail } from '../../src/leads/fileStore';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'lead-file-store-'));

test('a torn last line is removed and the complete lines stay', async () => {
  const file = path.join(tmp(), 'leads.jsonl');
  fs.writeFileSync(file, '{"id":"a"}\n{"id":"b"}\n{"id":"c","mess');
  expect(await repairTornTail(file)).toBe('{"id":"c","mess'.length);
  expect(fs.readFileSync(file, 'utf8')).toBe('{"id":"a"}\n{"id":"b"}\n');
  expect(await repairTornTail(file)).toBe(0);
  expect(await repairTornTail(path.join(path.dirname(file), 'missing.jsonl'))).toBe(0);
});

test('opening the store repairs it, and leads added afterwards are whole lines', async () => {
  const dir = tmp();
  fs.writeFileSync(path.join(dir, 'leads.jsonl'), '{"id":"a","receivedAt":"2026-11-23T09:00:00.000Z"}\n{"id":"b"');
  const store = fileLeadStore(dir);
  await store.open();
  await store.add(
    {
      id: 'c',
      receivedAt: '2026-11-23T09:01:00.000Z',
      form: 'default',
      language: 'en',
      name: 'Maya Chen',
      email: 'maya@ledgerly.io',
      company: 'Ledgerly',
      message: 'Onboarding redesign.',
    },
    [],
  );
  await store.close();
  const lines = fs
    .readFileSync(path.join(dir, 'leads.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { id: string });
  expect(lines.map((l) => l.id)).toEqual(['a', 'c']);
});

test('a purge while leads arrive drops only the expired leads: every lead added meanwhile is kept, on disk and in the outbox', async () => {
  const dir = tmp();
  const store = fileLeadStore(dir);
  const at = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();
  const make = (id: string, receivedAt: string) => ({
    id,
    receivedAt,
    form: 'default' as const,
    language: 'en' as const,
    name: 'Maya Chen',
    email: 'maya@ledgerly.io',
    company: 'Ledgerly',
    message: 'Onboarding redesign.',
  });
  for (let n = 0; n < 20; n += 1) await store.add(make(`old-${n}`, at(400)), ['webhook']);
  const fresh = Array.from({ length: 40 }, (_, n) => make(`new-${n}`, at(0)));
  const [removed] = await Promise.all([
    store.purge(Date.now() - 365 * 24 * 60 * 60 * 1000),
    ...fresh.map((l) => store.add(l, ['webhook'])),
  ]);
  expect(removed).toEqual({ leads: 20, deliveries: 20 });
  const due = await store.claimDue(Date.now(), 100, 60_000);
  expect(due.map((d) => d.lead.id).sort()).toEqual(fresh.map((l) => l.id).sort());
  await store.close();
  const lines = fs
    .readFileSync(path.join(dir, 'leads.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => (JSON.parse(line) as { id: string }).id);
  expect(lines.sort()).toEqual(fresh.map((l) => l.id).sort());
  expect(fs.readFileSync(path.join(dir, 'deliveries.jsonl'), 'utf8')).not.toContain('old-');
});

test('the outbox state counts undelivered deliveries per channel, and an attempt ending after an erasure writes nothing back', async () => {
  const dir = tmp();
  const store = fileLeadStore(dir);
  const lead = (id: string, email: string, receivedAt: string) => ({
    id,
    receivedAt,
    form: 'default' as const,
    language: 'en' as const,
    name: 'Maya Chen',
    email,
    company: 'Ledgerly',
    message: 'Onboarding redesign.',
  });
  await store.add(lead('maya-1', 'maya@ledgerly.io', '2026-11-23T09:00:00.000Z'), ['webhook', 'email']);
  await store.add(lead('tom-1', 'tom@fitsync.app', '2026-11-23T10:00:00.000Z'), ['webhook', 'email']);
  const claimed = await store.claimDue(Date.parse('2026-11-23T11:00:00.000Z'), 10, 60_000);
  expect(claimed).toHaveLength(4);
  for (const { delivery } of claimed.filter((c) => c.delivery.channel === 'webhook'))
    await store.record({ ...delivery, status: 'delivered', attempts: 1, deliveredAt: '2026-11-23T11:00:01.000Z' });
  await store.record({ ...claimed.find((c) => c.lead.id === 'tom-1' && c.delivery.channel === 'email')!.delivery, attempts: 3 });
  expect(await store.outboxState()).toEqual({
    channels: { webhook: { pending: 0, failing: 0 }, email: { pending: 1, failing: 1 } },
    oldestUndeliveredAt: Date.parse('2026-11-23T09:00:00.000Z'),
  });
  /** Maya's email delivery is in flight when she is erased; its outcome arrives afterwards. */
  const inFlight = claimed.find((c) => c.lead.id === 'maya-1' && c.delivery.channel === 'email')!.delivery;
  expect(await store.erase('maya@ledgerly.io')).toEqual({ leads: 1, deliveries: 2 });
  await store.record({ ...inFlight, status: 'pending', attempts: 1, lastError: 'mailbox busy' });
  expect(await store.outboxState()).toEqual({
    channels: { webhook: { pending: 0, failing: 0 }, email: { pending: 0, failing: 1 } },
    oldestUndeliveredAt: Date.parse('2026-11-23T10:00:00.000Z'),
  });
  await store.close();
  const files = ['leads.jsonl', 'deliveries.jsonl'].map((name) => fs.readFileSync(path.join(dir, name), 'utf8')).join('');
  expect(files).not.toContain('maya');
  expect(files).toContain('tom-1');
});
