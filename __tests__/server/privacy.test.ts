/**
 * Privacy on each lead store: `npm run leads -- --erase` removes every record of one person (outbox included) and
 * says how many, `--json` exports every field, and the server deletes leads past LEADS_RETENTION_DAYS on its own.
 * The store is read back without the code under test (the JSONL files, or SQL).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { openLeadStore } from '../../src/leads/handler';
import type { LeadRecord } from '../../src/leads/store';
import { PORT_BASE, ROOT, serveCommand, startSite, type RunningSite } from './helpers/site';
import { stores, type StoreUnderTest } from './helpers/stores';
import { waitFor } from '../helpers/waitFor';

const DAY = 24 * 60 * 60 * 1000;

const leadsCli = (args: string[], env: Record<string, string>) =>
  execFileSync(process.execPath, [...serveCommand().slice(0, -1), 'scripts/leads.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });

const lead = (id: string, email: string, ageDays: number, extra: Partial<LeadRecord> = {}): LeadRecord => ({
  id,
  receivedAt: new Date(Date.now() - ageDays * DAY).toISOString(),
  form: 'default',
  language: 'en',
  name: email.startsWith('maya') ? 'Maya Chen' : 'Tom Okafor',
  email,
  company: email.startsWith('maya') ? 'Ledgerly' : 'FitSync',
  message: 'A redesign of our onboarding, then a pilot with ten coaches.',
  ...extra,
});

/** Stores leads as the endpoint would (each with a webhook and an email delivery), through the store API. */
async function seed(env: Record<string, string>, leads: LeadRecord[]) {
  const store = openLeadStore(env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'file', dir: env.LEADS_DIR });
  await store.open();
  for (const one of leads) await store.add(one, ['webhook', 'email']);
  await store.close();
}

/** Every byte the store keeps, to prove an address is gone from all of it (files, or both tables). */
async function everything(store: StoreUnderTest, env: Record<string, string>): Promise<string> {
  if (env.LEADS_DIR)
    return fs
      .readdirSync(env.LEADS_DIR)
      .filter((name) => name.endsWith('.jsonl'))
      .map((name) => fs.readFileSync(path.join(env.LEADS_DIR, name), 'utf8'))
      .join('\n');
  const client = new Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  try {
    const leads = await client.query('SELECT * FROM leads');
    const deliveries = await client.query('SELECT * FROM lead_deliveries');
    return JSON.stringify([leads.rows, deliveries.rows, await store.deliveries(env)]);
  } finally {
    await client.end();
  }
}

describe.each(stores.map((store, i) => [store.name, store, i] as const))('%s', (_name, store, i) => {
  let site: RunningSite | undefined;
  afterAll(async () => {
    await site?.stop();
  });

  test('--erase removes every lead and delivery record of one address, whatever its letter case, and says how many', async () => {
    const env = await store.create();
    const maya = ['8d7f6a52-3c1e-4b8a-9f20-6e5d4c3b2a11', '8d7f6a52-3c1e-4b8a-9f20-6e5d4c3b2a12'];
    const tom = '8d7f6a52-3c1e-4b8a-9f20-6e5d4c3b2a13';
    await seed(env, [lead(maya[0], 'maya@ledgerly.io', 3), lead(tom, 'tom@fitsync.app', 2), lead(maya[1], 'Maya@Ledgerly.io', 1)]);
    expect(leadsCli(['--erase', 'MAYA@ledgerly.io'], env)).toMatch(/^Erased 2 leads and 4 delivery records of MAYA@ledgerly\.io from the/);
    expect((await store.leads(env)).map((l) => l.id)).toEqual([tom]);
    expect((await store.deliveries(env)).map((d) => `${d.leadId} ${d.channel}`).sort()).toEqual([`${tom} email`, `${tom} webhook`]);
    const kept = (await everything(store, env)).toLowerCase();
    expect(kept).not.toContain('maya');
    expect(kept).not.toContain(maya[0]);
    expect(kept).not.toContain(maya[1]);
    expect(leadsCli(['--erase', 'maya@ledgerly.io'], env)).toMatch(/^Erased 0 leads and 0 delivery records/);
    expect(() => leadsCli(['--erase'], env)).toThrow(/Usage: npm run leads -- --erase <email/);
  });

  test('--json writes every lead with every field, its origin and its deliveries', async () => {
    const env = await store.create();
    const attributed = lead('5f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a41', 'tom@fitsync.app', 1, {
      form: 'pilot',
      audience: 'startup',
      page: '/services/ux-audit/',
      cta: 'say-hello',
      attribution: {
        landingPage: '/cases/fitsync-coach-dashboard/',
        referrer: 'https://news.ycombinator.com/',
        utm: { source: 'newsletter', medium: 'email', campaign: 'pilot-week', term: 'ux audit', content: 'footer' },
      },
    });
    await seed(env, [attributed]);
    const exported = JSON.parse(leadsCli(['--json'], env)) as Record<string, unknown>[];
    expect(exported).toHaveLength(1);
    expect(exported[0]).toMatchObject(attributed);
    expect((exported[0].deliveries as { channel: string; status: string }[]).map((d) => [d.channel, d.status]).sort()).toEqual([
      ['email', 'pending'],
      ['webhook', 'pending'],
    ]);
  });

  test('the server deletes leads older than LEADS_RETENTION_DAYS with their delivery records, and keeps the others', async () => {
    const env = await store.create();
    const old = '2b3c4d5e-6f70-4a8b-9c0d-1e2f3a4b5c61';
    const recent = '2b3c4d5e-6f70-4a8b-9c0d-1e2f3a4b5c62';
    await seed(env, [lead(old, 'maya@ledgerly.io', 31), lead(recent, 'tom@fitsync.app', 29)]);
    site = await startSite({ ...env, LEADS_RETENTION_DAYS: '30', LOG_LEVEL: 'warn' }, PORT_BASE + 60 + i);
    const report = 'lead retention: deleted 1 lead older than 30 days and 2 delivery records';
    /** The server logs the purge once it has ended; the store is read after that (the lead goes first, its deliveries next). */
    await waitFor(() => site?.output.join('\n').includes(report) ?? false, 'the purge at start, reported', 30_000, 100);
    expect((await store.leads(env)).map((l) => l.id)).toEqual([recent]);
    expect(new Set((await store.deliveries(env)).map((d) => d.leadId))).toEqual(new Set([recent]));
    /** With the server up, the command works beside it (on the file store the server itself carries it out). */
    expect(leadsCli(['--erase', 'tom@fitsync.app'], env)).toMatch(/^Erased 1 lead and 2 delivery records of tom@fitsync\.app from the/);
    expect(await store.leads(env)).toEqual([]);
    await site.stop();
    site = undefined;
  });
});
