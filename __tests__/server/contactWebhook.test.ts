/**
 * The outbox, on each lead store: a stored lead reaches the webhook (with an idempotency key) and the SMTP mailbox;
 * a failing channel is retried with backoff, across a restart, until it succeeds; a lead that keeps failing is listed.
 */
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import { SMTPServer } from 'smtp-server';
import { agedToken, postJson } from './helpers/leads';
import { PORT_BASE, ROOT, serveCommand, startSite, type RunningSite } from './helpers/site';
import { stores } from './helpers/stores';
import { waitFor } from '../helpers/waitFor';

interface Hook {
  received: { body: string; key: string | undefined }[];
  /** Answers 500 to a lead whose message holds the marker, as many times as the count says. */
  failures: Map<string, number>;
  server: http.Server;
}

function startHook(port: number): Promise<Hook> {
  const hook: Hook = { received: [], failures: new Map(), server: http.createServer() };
  hook.server.on('request', (req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      hook.received.push({ body, key: req.headers['idempotency-key'] as string | undefined });
      const fail = failing(hook.failures, body);
      res.statusCode = fail ? 500 : 200;
      res.end(fail ? 'webhook is down' : 'ok');
    });
  });
  return new Promise((resolve) => hook.server.listen(port, 'localhost', () => resolve(hook)));
}

/** True (and one failure used up) when `text` holds a marker that still has failures left. */
function failing(failures: Map<string, number>, text: string): boolean {
  for (const [marker, left] of failures) {
    if (left > 0 && text.includes(marker)) {
      failures.set(marker, left - 1);
      return true;
    }
  }
  return false;
}

interface Mailbox {
  messages: string[];
  failures: Map<string, number>;
  server: SMTPServer;
}

function startMailbox(port: number): Promise<Mailbox> {
  const box: Mailbox = { messages: [], failures: new Map(), server: undefined as unknown as SMTPServer };
  box.server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
      stream.on('end', () => {
        if (failing(box.failures, data)) {
          callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
          return;
        }
        box.messages.push(data);
        callback();
      });
    },
  });
  return new Promise((resolve) => box.server.listen(port, 'localhost', () => resolve(box)));
}

const until = (check: () => boolean | Promise<boolean>, what: string, timeoutMs = 20_000) => waitFor(check, what, timeoutMs, 100);

const leadsCli = (args: string[], env: Record<string, string>) =>
  execFileSync(process.execPath, [...serveCommand().slice(0, -1), 'scripts/leads.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });

describe.each(stores.map((store, i) => [store.name, store, i] as const))('%s', (_name, store, i) => {
  let hook: Hook;
  let mailbox: Mailbox;
  let site: RunningSite;
  let env: Record<string, string>;
  const hookPort = PORT_BASE + 70 + i;
  const smtpPort = PORT_BASE + 72 + i;
  const sitePort = PORT_BASE + 5 + i;

  beforeAll(async () => {
    hook = await startHook(hookPort);
    mailbox = await startMailbox(smtpPort);
    env = {
      ...(await store.create()),
      LEADS_WEBHOOK_URL: `http://localhost:${hookPort}/leads`,
      SMTP_URL: `smtp://localhost:${smtpPort}`,
      LEADS_EMAIL_TO: 'sales@oakline.studio',
      LEADS_EMAIL_FROM: 'Oakline website <website@oakline.studio>',
      LEADS_RETRY_BASE_MS: '200',
      LEADS_RETRY_MAX_MS: '1000',
    };
    site = await startSite(env, sitePort);
  });
  afterAll(async () => {
    await site?.stop();
    await new Promise((resolve) => hook?.server.close(resolve));
    await new Promise<void>((resolve) => mailbox?.server.close(() => resolve()));
  });

  const lead = (marker: string, renderToken: string) => ({
    form: 'pilot',
    audience: 'startup',
    name: 'Tom Okafor',
    email: 'tom@fitsync.app',
    company: 'FitSync',
    message: `Pilot for our coach dashboard. ${marker}`,
    website: '',
    page: '/services/mvp-sprint/',
    cta: 'talk',
    attribution: { landingPage: '/cases/fitsync/', referrer: 'https://www.google.com/', utm: { source: 'google', campaign: 'mvp-sprint' } },
    renderToken,
  });

  test('the lead is stored before the answer, forwarded, and kept although the webhook fails', async () => {
    const marker = `hook-${Date.now()}`;
    hook.failures.set(marker, 1);
    const response = await postJson(site.base, lead(marker, await agedToken(site.base)));
    expect(response.status).toBe(201);
    expect(JSON.stringify(await store.leads(env))).toContain(marker);
    await until(() => hook.received.some((b) => b.body.includes(marker)), 'the webhook call');
    expect(JSON.parse(hook.received.find((b) => b.body.includes(marker))?.body ?? '{}')).toMatchObject({
      form: 'pilot',
      audience: 'startup',
      company: 'FitSync',
      page: '/services/mvp-sprint/',
      cta: 'talk',
      attribution: {
        landingPage: '/cases/fitsync/',
        referrer: 'https://www.google.com/',
        utm: { source: 'google', campaign: 'mvp-sprint' },
      },
    });
    const mine = (await store.leads(env)).filter((l) => JSON.stringify(l).includes(marker));
    expect(mine).toHaveLength(1);
  });

  test('a failing webhook and a failing mail server are retried with backoff until each has the lead once, under one idempotency key', async () => {
    const marker = `retry-${Date.now()}`;
    hook.failures.set(marker, 2);
    mailbox.failures.set(marker, 2);
    expect((await postJson(site.base, lead(marker, await agedToken(site.base)))).status).toBe(201);
    const [stored] = (await store.leads(env)).filter((l) => JSON.stringify(l).includes(marker)) as { id: string }[];
    await until(
      async () => (await store.deliveries(env)).filter((d) => d.leadId === stored.id && d.status === 'delivered').length === 2,
      'both deliveries',
    );
    const calls = hook.received.filter((b) => b.body.includes(marker));
    expect(calls).toHaveLength(3);
    expect(new Set(calls.map((c) => c.key))).toEqual(new Set([`${stored.id}:webhook`]));
    const mails = mailbox.messages.filter((m) => m.includes(marker));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/^Subject: New lead: FitSync \(Pilot form\)/m);
    expect(mails[0]).toMatch(/^Reply-To: Tom Okafor <tom@fitsync\.app>/m);
    expect(mails[0]).toMatch(/^To: sales@oakline\.studio/m);
    for (const [label, value] of [
      ['Sent from page', '/services/mvp-sprint/'],
      ['Opened by', 'Talk block'],
      ['Landing page', '/cases/fitsync/'],
      ['UTM campaign', 'mvp-sprint'],
    ])
      expect(mails[0]).toContain(`\n${label}:\r\n    ${value}\r\n`);
    const deliveries = (await store.deliveries(env)).filter((d) => d.leadId === stored.id);
    expect(deliveries.map((d) => [d.channel, d.status, d.attempts]).sort()).toEqual([
      ['email', 'delivered', 3],
      ['webhook', 'delivered', 3],
    ]);
  });

  test('a delivery still failing when the server stops is retried after a restart, and listed by `npm run leads` meanwhile', async () => {
    const marker = `restart-${Date.now()}`;
    hook.failures.set(marker, 1_000_000);
    expect((await postJson(site.base, lead(marker, await agedToken(site.base)))).status).toBe(201);
    const [stored] = (await store.leads(env)).filter((l) => JSON.stringify(l).includes(marker)) as { id: string }[];
    await until(
      async () => (await store.deliveries(env)).some((d) => d.leadId === stored.id && d.channel === 'webhook' && d.attempts >= 3),
      'three failed attempts',
    );
    await site.stop();
    const listing = leadsCli([], env);
    const row = listing.split('\n').find((line) => line.includes(stored.id)) ?? '';
    expect(row).toMatch(/webhook: failing \(\d+ attempts; last error: webhook answered 500; next try \d{4}-/);
    expect(row).toMatch(/email: delivered/);
    const csv = leadsCli(['--csv'], env).trim().split('\n');
    expect(csv[0]).toMatch(/^id,receivedAt,form,language,name,email,company,audience,page,cta,.*,message,webhook,email$/);
    expect(csv.find((line) => line.startsWith(stored.id))).toMatch(/,pending,delivered$|,failing,delivered$/);
    hook.failures.set(marker, 0);
    site = await startSite(env, sitePort);
    await until(
      async () => (await store.deliveries(env)).some((d) => d.leadId === stored.id && d.channel === 'webhook' && d.status === 'delivered'),
      'delivery after the restart',
    );
    expect(
      leadsCli([], env)
        .split('\n')
        .find((line) => line.includes(stored.id)),
    ).toMatch(/webhook: delivered/);
  });
});
