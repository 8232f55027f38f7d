/**
 * Two servers, one PostgreSQL: leads are posted through both at once and one is killed with SIGKILL mid-burst. Every
 * acknowledged lead is stored exactly once, the webhook and the mailbox each receive every stored lead (counted by the
 * lead id the payload carries), what the killed server had claimed is completed by the other after its lease, and the
 * repeats are no more than the deliveries in flight at the kill, each under the same idempotency key or Message-ID.
 */
import http from 'node:http';
import { Client } from 'pg';
import { SMTPServer } from 'smtp-server';
import { burst, type Answer } from './helpers/burst';
import { agedTokens, validLead } from './helpers/leads';
import { PORT_BASE, startSite, type RunningSite } from './helpers/site';
import { postgresStore } from './helpers/stores';
import { waitFor } from '../helpers/waitFor';

const LEASE_MS = 4000;
const CONCURRENCY = 4;
/** How long each receiver holds a delivery before answering, so that a server always has sends in flight. */
const HOLD_MS = 15;

interface Receipt {
  leadId: string;
  /** Which server sent it: its webhook path or its mail recipient. */
  from: 'a' | 'b';
  /** Idempotency-Key (webhook) or Message-ID (email). */
  key: string;
  at: number;
}

async function sql<T>(url: string, text: string): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

const repeats = (receipts: Receipt[]) => receipts.length - new Set(receipts.map((r) => r.leadId)).size;

describe('two servers on one PostgreSQL', () => {
  const sites: RunningSite[] = [];
  let hook: http.Server | undefined;
  let mailbox: SMTPServer | undefined;
  afterAll(async () => {
    for (const site of sites) await site.stop();
    await new Promise((resolve) => (hook ? hook.close(resolve) : resolve(undefined)));
    await new Promise<void>((resolve) => (mailbox ? mailbox.close(() => resolve()) : resolve()));
  });

  test('kill -9 of one mid-burst: every acknowledged lead stored once and delivered on every channel, repeats bounded by what was in flight', async () => {
    const env = await postgresStore.create();
    const webhook: Receipt[] = [];
    const email: Receipt[] = [];
    let killedAt = 0;
    /** Called as a delivery from server a arrives: the first one after a has answered 100 leads triggers the kill, while it is held open. */
    let onDeliveryFromA: () => void = () => undefined;

    hook = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const from = req.url === '/a' ? 'a' : 'b';
        webhook.push({
          leadId: (JSON.parse(body) as { id: string }).id,
          from,
          key: String(req.headers['idempotency-key']),
          at: Date.now(),
        });
        if (from === 'a') onDeliveryFromA();
        setTimeout(() => res.end('ok'), HOLD_MS);
      });
    });
    const hookPort = PORT_BASE + 57;
    await new Promise<void>((resolve) => hook?.listen(hookPort, 'localhost', resolve));

    mailbox = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      disableReverseLookup: true,
      logger: false,
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
        stream.on('end', () => {
          const from = session.envelope.rcptTo.some((r) => r.address === 'sales-a@oakline.studio') ? 'a' : 'b';
          email.push({
            leadId: /^X-Lead-Id: *([0-9a-f-]+)/im.exec(data)?.[1] ?? '',
            from,
            key: /^Message-ID: *(\S+)/im.exec(data)?.[1] ?? '',
            at: Date.now(),
          });
          if (from === 'a') onDeliveryFromA();
          setTimeout(() => callback(), HOLD_MS);
        });
      },
    });
    /** The kill resets server a's open SMTP connection; smtp-server reports that as an 'error' event, which is expected here. */
    mailbox.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET') throw error;
    });
    const smtpPort = PORT_BASE + 58;
    await new Promise<void>((resolve) => mailbox?.listen(smtpPort, 'localhost', () => resolve()));

    const common = {
      ...env,
      SMTP_URL: `smtp://localhost:${smtpPort}`,
      LEADS_EMAIL_FROM: 'Oakline website <website@oakline.studio>',
      OUTBOX_LEASE_MS: String(LEASE_MS),
      OUTBOX_CONCURRENCY: String(CONCURRENCY),
      LEADS_RETRY_BASE_MS: '500',
      LEADS_RETRY_MAX_MS: '2000',
      LOG_LEVEL: 'error',
    };
    const [a, b] = await Promise.all([
      startSite(
        { ...common, LEADS_WEBHOOK_URL: `http://localhost:${hookPort}/a`, LEADS_EMAIL_TO: 'sales-a@oakline.studio' },
        PORT_BASE + 55,
      ),
      startSite(
        { ...common, LEADS_WEBHOOK_URL: `http://localhost:${hookPort}/b`, LEADS_EMAIL_TO: 'sales-b@oakline.studio' },
        PORT_BASE + 56,
      ),
    ]);
    sites.push(a, b);
    /** Each lead needs its own render token (single use); a is killed after about 100, b takes 200. */
    const [tokensA, tokensB] = await Promise.all([agedTokens(a.base, 1000), agedTokens(b.base, 200)]);
    const run = `two-${Date.now()}`;
    const body = (server: string, tokens: string[]) => (index: number) => ({
      body: JSON.stringify({ ...validLead(`${run} #${server}-${index}#`), renderToken: tokens[index] }),
    });

    let acceptedByA = 0;
    onDeliveryFromA = () => {
      if (killedAt === 0 && acceptedByA >= 100) {
        process.kill(a.pid, 'SIGKILL');
        killedAt = Date.now();
      }
    };
    let statusAtKill: { lead_id: string; channel: string; status: string; next_attempt_at: Date }[] = [];
    const [answersA, answersB] = await Promise.all([
      burst(
        a.base,
        body('a', tokensA),
        tokensA.length,
        10,
        (answer) => (acceptedByA += answer.status === 201 ? 1 : 0),
        () => killedAt > 0,
      ),
      burst(b.base, body('b', tokensB), tokensB.length, 10),
      (async () => {
        await waitFor(() => killedAt > 0, 'the kill', 60_000, 200);
        statusAtKill = await sql(env.DATABASE_URL, 'SELECT lead_id, channel, status, next_attempt_at FROM lead_deliveries');
      })(),
    ]);
    expect(killedAt).toBeGreaterThan(0);
    expect(await a.exited).toBeNull();

    const acknowledged = [...answersA.map((x: Answer) => ['a', x] as const), ...answersB.map((x: Answer) => ['b', x] as const)]
      .filter(([, x]) => x.status === 201)
      .map(([server, x]) => `${server}-${x.index}`);
    const stored = await sql<{ id: string; message: string }>(env.DATABASE_URL, "SELECT id, lead->>'message' AS message FROM leads");
    const storedMarkers = stored.map((row) => /#([ab]-\d+)#/.exec(row.message)?.[1] ?? '');
    const timesStored = new Map<string, number>();
    for (const marker of storedMarkers) timesStored.set(marker, (timesStored.get(marker) ?? 0) + 1);
    expect(acknowledged.filter((marker) => timesStored.get(marker) !== 1)).toEqual([]);
    expect([...timesStored.values()].filter((n) => n !== 1)).toEqual([]);

    const ids = stored.map((row) => row.id);
    await waitFor(
      () => ids.every((id) => webhook.some((r) => r.leadId === id) && email.some((r) => r.leadId === id)),
      'every stored lead on both channels',
      120_000,
      200,
    );
    await waitFor(
      async () =>
        (await sql<{ n: number }>(env.DATABASE_URL, "SELECT count(*)::int AS n FROM lead_deliveries WHERE status <> 'delivered'"))[0].n ===
        0,
      'every delivery recorded as delivered',
    );

    /** In flight at the kill: sent by a (the receiver has it, perhaps read after the kill) and never recorded as delivered by a. */
    const deliveredAtKill = new Set(statusAtKill.filter((d) => d.status === 'delivered').map((d) => `${d.lead_id} ${d.channel}`));
    const inFlight = (channel: string, receipts: Receipt[]) =>
      new Set(receipts.filter((r) => r.from === 'a' && !deliveredAtKill.has(`${r.leadId} ${channel}`)).map((r) => r.leadId));
    const inFlightWebhook = inFlight('webhook', webhook);
    const inFlightEmail = inFlight('email', email);
    const inFlightAtKill = inFlightWebhook.size + inFlightEmail.size;

    const figures = {
      acknowledged: acknowledged.length,
      stored: stored.length,
      deliveredWebhook: new Set(webhook.map((r) => r.leadId)).size,
      deliveredEmail: new Set(email.map((r) => r.leadId)).size,
      repeatsWebhook: repeats(webhook),
      repeatsEmail: repeats(email),
      inFlightAtKill,
      /** How long after the kill the surviving server sent the first of them again. */
      takenOverAfterMs:
        Math.min(
          ...[...inFlightWebhook].map((id) => webhook.find((r) => r.leadId === id && r.from === 'b')?.at ?? Infinity),
          ...[...inFlightEmail].map((id) => email.find((r) => r.leadId === id && r.from === 'b')?.at ?? Infinity),
        ) - killedAt,
    };
    console.log(`two servers, one PostgreSQL, kill -9 of one mid-burst: ${JSON.stringify(figures)}`);

    expect(figures.deliveredWebhook).toBe(stored.length);
    expect(figures.deliveredEmail).toBe(stored.length);
    expect(inFlightAtKill).toBeGreaterThanOrEqual(1);
    expect(inFlightAtKill).toBeLessThanOrEqual(CONCURRENCY);
    expect(figures.repeatsWebhook + figures.repeatsEmail).toBeLessThanOrEqual(inFlightAtKill);

    /** What a had in flight was completed by b, and only once a's lease on it had run out. */
    for (const [channel, receipts, pending] of [
      ['webhook', webhook, inFlightWebhook],
      ['email', email, inFlightEmail],
    ] as const)
      for (const leadId of pending) {
        const retry = receipts.find((r) => r.leadId === leadId && r.from === 'b');
        expect(retry).toBeDefined();
        const leasedUntil = statusAtKill.find((d) => d.lead_id === leadId && d.channel === channel)?.next_attempt_at.getTime() ?? Infinity;
        expect(leasedUntil - killedAt).toBeLessThanOrEqual(LEASE_MS);
        expect(retry?.at ?? 0).toBeGreaterThanOrEqual(leasedUntil);
      }

    /** Every repeat carries the key of the first send. */
    for (const id of ids) {
      expect(new Set(webhook.filter((r) => r.leadId === id).map((r) => r.key))).toEqual(new Set([`${id}:webhook`]));
      expect(new Set(email.filter((r) => r.leadId === id).map((r) => r.key))).toEqual(new Set([`<lead-${id}@oakline.studio>`]));
    }
  }, 300_000);
});
