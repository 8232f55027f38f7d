/** The two lead stores every durability test runs against, each read back without the code under test (the JSONL file, or SQL). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';

export interface StoreUnderTest {
  name: string;
  /** Environment selecting a fresh, empty store of this kind. */
  create(): Promise<Record<string, string>>;
  /**
   * Every stored lead, parsed; throws if the store does not parse. `afterCrash` tolerates one unterminated last line
   * of the file store: a write the kill cut off, never acknowledged, which the server removes when it starts.
   */
  leads(env: Record<string, string>, afterCrash?: boolean): Promise<Record<string, unknown>[]>;
  /** Delivery state per lead id and channel. */
  deliveries(env: Record<string, string>): Promise<{ leadId: string; channel: string; status: string; attempts: number }[]>;
}

function jsonLines(file: string, tornTailAllowed = false): Record<string, unknown>[] {
  if (!fs.existsSync(file)) return [];
  const text = fs.readFileSync(file, 'utf8');
  const complete = tornTailAllowed && !text.endsWith('\n') ? text.slice(0, text.lastIndexOf('\n') + 1) : text;
  return complete
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

export const fileStore: StoreUnderTest = {
  name: 'file store',
  async create() {
    return { LEADS_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'leads-')) };
  },
  async leads(env, afterCrash = false) {
    return jsonLines(path.join(env.LEADS_DIR, 'leads.jsonl'), afterCrash);
  },
  async deliveries(env) {
    const latest = new Map<string, { leadId: string; channel: string; status: string; attempts: number }>();
    for (const d of jsonLines(path.join(env.LEADS_DIR, 'deliveries.jsonl')) as {
      leadId: string;
      channel: string;
      status: string;
      attempts: number;
    }[])
      latest.set(`${d.leadId} ${d.channel}`, d);
    return [...latest.values()];
  },
};

async function query<T>(url: string, sql: string): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

export const postgresStore: StoreUnderTest = {
  name: 'PostgreSQL',
  async create() {
    const base = process.env.TEST_POSTGRES_URL;
    if (!base) throw new Error('TEST_POSTGRES_URL is not set: run with jest.server.config.js, whose globalSetup starts PostgreSQL');
    const name = `leads_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    await query(base, `CREATE DATABASE ${name}`);
    return { DATABASE_URL: base.replace(/\/postgres$/, `/${name}`) };
  },
  async leads(env) {
    const tables = await query<{ n: number }>(env.DATABASE_URL, "SELECT count(*)::int AS n FROM pg_tables WHERE tablename = 'leads'");
    if (tables[0].n === 0) return [];
    /** The language is a column of its own (src/leads/pgStore.ts), read into the lead as the file store has it. */
    const sql = "SELECT lead || jsonb_build_object('language', language) AS lead FROM leads ORDER BY received_at";
    return (await query<{ lead: Record<string, unknown> }>(env.DATABASE_URL, sql)).map((row) => row.lead);
  },
  async deliveries(env) {
    return query(env.DATABASE_URL, 'SELECT lead_id AS "leadId", channel, status, attempts FROM lead_deliveries');
  },
};

export const stores = [fileStore, postgresStore];
