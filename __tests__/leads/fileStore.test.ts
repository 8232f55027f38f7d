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
