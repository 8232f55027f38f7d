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
