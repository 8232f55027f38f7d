/**
 * PostgreSQL going away while leads arrive (its connections ended mid-burst, then the server stopped): the process stays
 * up, pages are served, leads are answered 503 and never 201 unless stored, /readyz says so, and leads are accepted
 * again once the database is back, without a restart.
 */
import { Client } from 'pg';
import { agedTokens, validLead } from './helpers/leads';
import { burst } from './helpers/burst';
import { startPostgres, type Postgres } from './helpers/postgres';
import { PORT_BASE, startSite, type RunningSite } from './helpers/site';
import { postgresStore } from './helpers/stores';
import { waitFor } from '../helpers/waitFor';

let postgres: Postgres;
let site: RunningSite;

beforeAll(async () => {
  /** A cluster of its own: this suite stops it, which the shared one must never be. */
  postgres = await startPostgres();
});
afterAll(async () => {
  await site?.stop();
  postgres?.stop();
});

/** Ends every connection the lead server holds, as `pg_terminate_backend` by an operator (or a failover) would. */
async function terminateServerConnections(url: string): Promise<number> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM (SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()) t',
    );
    return rows[0].n;
  } finally {
    await client.end();
  }
}

const status = async (url: string) => {
  try {
    return (await fetch(url)).status;
  } catch {
    return 0;
  }
};

test('ended connections and a stopped database cost only 503s: the server stays up and recovers by itself', async () => {
  const env = { DATABASE_URL: postgres.url };
  site = await startSite({ ...env, LOG_LEVEL: 'warn' }, PORT_BASE + 62);
  const tokens = await agedTokens(site.base, 1300);
  const run = `outage-${Date.now()}`;
  const lead = (index: number) => ({ body: JSON.stringify({ ...validLead(`${run}-#${index}#`), renderToken: tokens[index] }) });

  /** 1. Connections ended three times while 600 leads arrive from 20 clients. */
  let answered = 0;
  const terminations: Promise<number>[] = [];
  const first = await burst(site.base, lead, 600, 20, () => {
    answered += 1;
    if (answered % 150 === 0) terminations.push(terminateServerConnections(postgres.url));
  });
  const ended = (await Promise.all(terminations)).reduce((a, b) => a + b, 0);
  expect(ended).toBeGreaterThan(0);
  expect(site.child.exitCode).toBeNull();
  expect(first.every((a) => a.status === 201 || a.status === 503)).toBe(true);

  /** 2. The database stops: leads get 503, pages and /healthz still answer, /readyz reports it. */
  postgres.pause();
  const during = await burst(site.base, (index) => lead(600 + index), 100, 10);
  expect(during.map((a) => a.status).filter((s) => s !== 503)).toEqual([]);
  expect(await status(`${site.base}/`)).toBe(200);
  expect(await status(`${site.base}/healthz`)).toBe(200);
  expect(await status(`${site.base}/readyz`)).toBe(503);
  expect(site.child.exitCode).toBeNull();

  /** 3. It comes back: readiness returns and leads are stored again, same process. */
  postgres.resume();
  await waitFor(async () => (await status(`${site.base}/readyz`)) === 200, '/readyz to answer 200 after PostgreSQL restarted', 30_000, 100);
  const after = await burst(site.base, (index) => lead(700 + index), 100, 10);
  expect(after.map((a) => a.status).filter((s) => s !== 201)).toEqual([]);

  const stored = new Set((await postgresStore.leads(env)).map((l) => /#(\d+)#/.exec(String(l.message))?.[1]));
  const acknowledged = [...first, ...during, ...after].filter((a) => a.status === 201).map((a) => String(a.index));
  const missing = acknowledged.filter((n) => !stored.has(n));
  console.log(
    `database outage: ${ended} connections ended mid-burst; ${first.filter((a) => a.status === 201).length}/600 acknowledged (rest 503); ` +
      `database stopped: ${during.filter((a) => a.status === 503).length}/100 answered 503, pages 200, /readyz 503; ` +
      `after restart: ${after.filter((a) => a.status === 201).length}/100 acknowledged; ${acknowledged.length} acknowledged in all, ${missing.length} of them missing from the store`,
  );
  expect(missing).toEqual([]);
  expect(site.child.exitCode).toBeNull();
});
