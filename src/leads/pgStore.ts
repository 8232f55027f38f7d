/**
 * The lead store for several instances or a serverless host: PostgreSQL through `pg`. Table `leads` holds each lead,
 * `lead_deliveries` its outbox state; both are created on first use. A batch of leads is one transaction (one commit).
 * A lead's language is the column `language` (added to older tables, where it reads `en`), not part of the JSON.
 */
import { createHmac } from 'node:crypto';
import { DatabaseError, Pool, type PoolClient } from 'pg';
import { groupCommit } from './groupCommit';
import {
  emptyOutboxState,
  FAILING_AFTER_ATTEMPTS,
  type Channel,
  type Delivery,
  type LeadRecord,
  type LeadStore,
  type Removed,
} from './store';
import type { TokenLedger } from './tokenLedger';

const MIGRATION = `
CREATE TABLE IF NOT EXISTS leads (
  id uuid PRIMARY KEY,
  received_at timestamptz NOT NULL,
  lead jsonb NOT NULL
);
CREATE TABLE IF NOT EXISTS lead_deliveries (
  lead_id uuid NOT NULL REFERENCES leads (id),
  channel text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error text,
  delivered_at timestamptz,
  PRIMARY KEY (lead_id, channel)
);
CREATE INDEX IF NOT EXISTS lead_deliveries_due ON lead_deliveries (next_attempt_at) WHERE status = 'pending';
ALTER TABLE leads ADD COLUMN IF NOT EXISTS language text NOT NULL DEFAULT 'en';
CREATE TABLE IF NOT EXISTS form_tokens (
  id text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
`;

/** Any number well clear of other applications' advisory locks: serialises the migration between instances starting together. */
const MIGRATION_LOCK = 7_242_014;

interface DeliveryRow {
  lead_id: string;
  channel: Channel;
  status: 'pending' | 'delivered';
  attempts: number;
  next_attempt_at: Date;
  last_error: string | null;
  delivered_at: Date | null;
}

const toDelivery = (row: DeliveryRow): Delivery => ({
  leadId: row.lead_id,
  channel: row.channel,
  status: row.status,
  attempts: row.attempts,
  nextAttemptAt: new Date(row.next_attempt_at).getTime(),
  ...(row.last_error ? { lastError: row.last_error } : {}),
  ...(row.delivered_at ? { deliveredAt: new Date(row.delivered_at).toISOString() } : {}),
});

/** How long a connection attempt, or the readiness query, may take before the store counts as unreachable. */
const CONNECT_TIMEOUT_MS = 5000;

/** Expired token ids are deleted on every this-many-th claim, so the table stays the size of a day's leads. */
const TOKEN_SWEEP_EVERY = 200;

/** The statement was refused for its data (SQLSTATE class 22 data exception, 23 integrity): the connection itself is fine. */
const isDataError = (error: unknown) => error instanceof DatabaseError && /^2[23]/.test(error.code ?? '');

type Item = { lead: LeadRecord; channels: readonly Channel[] };

/** A stored lead as readers see it: the JSON with its language column. */
const LEAD = "l.lead || jsonb_build_object('language', l.language)";

/** `postgres://user:secret@host/db` → `postgres://user@host/db`, for logs. */
export const redactUrl = (url: string) => url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1@');

export function pgLeadStore(connectionString: string): LeadStore {
  const pool = new Pool({ connectionString, max: 8, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  pool.on('error', (error) => console.error('lead store: idle PostgreSQL connection failed', error.message));
  /**
   * A connection that ends while checked out (server restart, pg_terminate_backend) emits 'error' on its client;
   * without a listener Node ends the process. The query in flight fails on its own and the pool replaces the client.
   */
  pool.on('connect', (client) => client.on('error', (error) => console.error('lead store: PostgreSQL connection lost', error.message)));
  let migrated: Promise<void> | null = null;

  const transaction = async <T>(work: (client: PoolClient) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch((rollback: Error) => (broken = rollback));
      throw error;
    } finally {
      /** A connection that could not even roll back is discarded instead of being handed to the next lead. */
      client.release(broken);
    }
  };

  const ready = () =>
    (migrated ??= transaction(async (client) => {
      await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      await client.query(MIGRATION);
    }).catch((error: unknown) => {
      migrated = null;
      throw error;
    }));

  const insert = (items: Item[]) =>
    transaction(async (client) => {
      await client.query(
        'INSERT INTO leads (id, received_at, lead, language) SELECT * FROM unnest($1::uuid[], $2::timestamptz[], $3::jsonb[], $4::text[])',
        [
          items.map(({ lead }) => lead.id),
          items.map(({ lead }) => lead.receivedAt),
          items.map(({ lead: { language: _language, ...fields } }) => JSON.stringify(fields)),
          items.map(({ lead }) => lead.language),
        ],
      );
      const deliveries = items.flatMap(({ lead, channels }) => channels.map((channel) => [lead.id, channel, lead.receivedAt]));
      if (deliveries.length > 0) {
        await client.query(
          'INSERT INTO lead_deliveries (lead_id, channel, next_attempt_at) SELECT * FROM unnest($1::uuid[], $2::text[], $3::timestamptz[])',
          [deliveries.map((d) => d[0]), deliveries.map((d) => d[1]), deliveries.map((d) => d[2])],
        );
      }
    });

  /** One statement for the batch; if PostgreSQL refuses its data, each lead is written alone so one bad lead fails only itself. */
  const commit = groupCommit<Item>(async (items) => {
    await ready();
    try {
      await insert(items);
      return;
    } catch (error) {
      if (items.length === 1 || !isDataError(error)) throw error;
    }
    const outcomes: unknown[] = [];
    for (const item of items)
      outcomes.push(
        await insert([item]).then(
          () => undefined,
          (error: unknown) => error ?? new Error('lead not stored'),
        ),
      );
    return outcomes;
  });

  let claims = 0;
  const tokens: TokenLedger = {
    async claim(id, expiresAt) {
      await ready();
      if (++claims % TOKEN_SWEEP_EVERY === 0) await pool.query('DELETE FROM form_tokens WHERE expires_at < now()').catch(() => undefined);
      const { rowCount } = await pool.query(
        'INSERT INTO form_tokens (id, expires_at) VALUES ($1, to_timestamp($2::double precision / 1000)) ON CONFLICT (id) DO NOTHING',
        [id, expiresAt],
      );
      return rowCount === 1;
    },
    async release(id) {
      await pool.query('DELETE FROM form_tokens WHERE id = $1', [id]);
    },
  };

  /** Deletes the matching leads and their deliveries in one statement (the foreign key is checked at its end). */
  const removeLeads = async (where: string, params: unknown[]): Promise<Removed> => {
    const { rows } = await pool.query<Removed>(
      `WITH doomed AS (SELECT id FROM leads WHERE ${where}),
         d AS (DELETE FROM lead_deliveries WHERE lead_id IN (SELECT id FROM doomed) RETURNING 1),
         l AS (DELETE FROM leads WHERE id IN (SELECT id FROM doomed) RETURNING 1)
       SELECT (SELECT count(*) FROM l)::int AS leads, (SELECT count(*) FROM d)::int AS deliveries`,
      params,
    );
    return rows[0];
  };

  return {
    kind: 'postgres',
    location: redactUrl(connectionString),
    open: ready,
    add: (lead, channels) => commit.add({ lead, channels }),
    tokens,
    async check() {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${CONNECT_TIMEOUT_MS} ms`)), CONNECT_TIMEOUT_MS);
      });
      try {
        await Promise.race([ready().then(() => pool.query('SELECT 1')), late]);
      } finally {
        clearTimeout(timer);
      }
    },
    async claimDue(now, limit, leaseMs) {
      await ready();
      const { rows } = await pool.query<DeliveryRow & { lead: LeadRecord }>(
        `WITH due AS (
           SELECT lead_id, channel FROM lead_deliveries
           WHERE status = 'pending' AND next_attempt_at <= to_timestamp($1::double precision / 1000)
           ORDER BY next_attempt_at LIMIT $2 FOR UPDATE SKIP LOCKED)
         UPDATE lead_deliveries d SET next_attempt_at = to_timestamp(($1::double precision + $3) / 1000)
         FROM due, leads l
         WHERE d.lead_id = due.lead_id AND d.channel = due.channel AND l.id = d.lead_id
         RETURNING d.lead_id, d.channel, d.status, d.attempts, d.last_error, d.delivered_at, to_timestamp($1::double precision / 1000) AS next_attempt_at, ${LEAD} AS lead`,
        [now, limit, leaseMs],
      );
      return rows.map((row) => ({ delivery: toDelivery(row), lead: row.lead }));
    },
    async record(delivery) {
      await ready();
      await pool.query(
        'UPDATE lead_deliveries SET status = $3, attempts = $4, next_attempt_at = to_timestamp($5::double precision / 1000), last_error = $6, delivered_at = $7 WHERE lead_id = $1 AND channel = $2',
        [
          delivery.leadId,
          delivery.channel,
          delivery.status,
          delivery.attempts,
          delivery.nextAttemptAt,
          delivery.lastError ?? null,
          delivery.deliveredAt ?? null,
        ],
      );
    },
    async list() {
      await ready();
      const { rows } = await pool.query<{ lead: LeadRecord; deliveries: DeliveryRow[] }>(
        `SELECT ${LEAD} AS lead, coalesce(json_agg(d ORDER BY d.channel) FILTER (WHERE d.lead_id IS NOT NULL), '[]') AS deliveries
         FROM leads l LEFT JOIN lead_deliveries d ON d.lead_id = l.id
         GROUP BY l.id ORDER BY l.received_at, l.id`,
      );
      return rows.map((row) => ({ lead: row.lead, deliveries: row.deliveries.map(toDelivery) }));
    },
    /** One query over the pending deliveries (the partial index), so every instance reports the same shared outbox. */
    async outboxState() {
      await ready();
      const { rows } = await pool.query<{ channel: Channel; pending: number; failing: number; oldest: Date }>(
        `SELECT d.channel, count(*) FILTER (WHERE d.attempts < $1)::int AS pending, count(*) FILTER (WHERE d.attempts >= $1)::int AS failing,
           min(l.received_at) AS oldest
         FROM lead_deliveries d JOIN leads l ON l.id = d.lead_id
         WHERE d.status = 'pending' GROUP BY d.channel`,
        [FAILING_AFTER_ATTEMPTS],
      );
      const state = emptyOutboxState();
      for (const row of rows) {
        state.channels[row.channel] = { pending: row.pending, failing: row.failing };
        const oldest = new Date(row.oldest).getTime();
        if (state.oldestUndeliveredAt === null || oldest < state.oldestUndeliveredAt) state.oldestUndeliveredAt = oldest;
      }
      return state;
    },
    async purge(before) {
      await ready();
      return removeLeads('received_at < to_timestamp($1::double precision / 1000)', [before]);
    },
    async erase(email) {
      await ready();
      return removeLeads("lower(btrim(lead->>'email')) = lower(btrim($1))", [email]);
    },
    async secret() {
      return createHmac('sha256', connectionString).update('oakline form render token').digest('base64url');
    },
    async close() {
      await commit.drain();
      await pool.end();
    },
  };
}
