/**
 * Prometheus /metrics after a known sequence of posts, on each lead store: leads accepted and refused by reason,
 * delivery attempts by channel and outcome, the undelivered backlog and its age, request durations and process figures.
 * Off by default; behind a bearer token on the site's port, or on a port of its own. With PostgreSQL a second instance
 * reports the same shared outbox and its own (zero) counters.
 */
import { waitFor } from '../helpers/waitFor';
import { agedTokens, postJson, validLead } from './helpers/leads';
import { startMailbox, startWebhook, type Mailbox, type Webhook } from './helpers/receivers';
import { PORT_BASE, startSite, type RunningSite } from './helpers/site';
import { fileStore, postgresStore } from './helpers/stores';

const TOKEN = 'scrape-3f9c1e7a55d24b08a1c6';
/** Long enough that each fresh token posted at once is a time trap, whatever the machine's load. */
const MIN_FILL_MS = 3000;

/** The value of one sample (`name{labels} value`) in Prometheus text, or undefined when it is absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([key, value]) => found[key] === value) && Object.keys(found).length === Object.keys(labels).length)
      return Number(match[3]);
  }
  return undefined;
}

const variants = [
  { store: fileStore, access: 'METRICS_PORT' as const, i: 0 },
  { store: postgresStore, access: 'METRICS_TOKEN' as const, i: 1 },
];

describe.each(variants.map((v) => [v.store.name, v] as const))('%s', (_name, { store, access, i }) => {
  const sites: RunningSite[] = [];
  let hook: Webhook | undefined;
  let mailbox: Mailbox | undefined;
  afterAll(async () => {
    for (const site of sites) await site.stop();
    await hook?.close();
    await mailbox?.close();
  });

  test(`a known sequence of posts gives known figures (metrics through ${access})`, async () => {
    const hookPort = PORT_BASE + 85 + i;
    const smtpPort = PORT_BASE + 87 + i;
    const metricsPort = PORT_BASE + 84;
    hook = await startWebhook(hookPort);
    hook.refuse.push('webhook-refuses-this');
    mailbox = await startMailbox(smtpPort);
    const env = {
      ...(await store.create()),
      LEADS_WEBHOOK_URL: `http://localhost:${hookPort}/leads`,
      SMTP_URL: `smtp://localhost:${smtpPort}`,
      LEADS_EMAIL_TO: 'sales@oakline.studio',
      /** One failed webhook attempt, then no retry within the test. */
      LEADS_RETRY_BASE_MS: '600000',
      LEADS_ALERT_AFTER_MIN: '60',
      FORM_MIN_FILL_MS: String(MIN_FILL_MS),
      CONTACT_RATE_LIMIT: '8',
    };
    const metricsEnv: Record<string, string> = access === 'METRICS_PORT' ? { METRICS_PORT: String(metricsPort) } : { METRICS_TOKEN: TOKEN };
    const site = await startSite({ ...env, ...metricsEnv }, PORT_BASE + 81 + i);
    sites.push(site);
    const scrape = async (target: RunningSite = site) => {
      const response =
        access === 'METRICS_PORT'
          ? await fetch(`http://localhost:${metricsPort}/metrics`)
          : await fetch(`${target.base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      return response.text();
    };

    if (access === 'METRICS_PORT') expect((await fetch(`${site.base}/metrics`)).status).toBe(404);
    else {
      expect((await fetch(`${site.base}/metrics`)).status).toBe(401);
      expect((await fetch(`${site.base}/metrics`, { headers: { authorization: 'Bearer not-the-token-at-all' } })).status).toBe(401);
    }

    const [first, second, third, invalid] = await agedTokens(site.base, 4, MIN_FILL_MS);
    const marker = `metrics-${Date.now()}`;
    const post = async (body: unknown) => (await postJson(site.base, body)).status;
    expect(await post({ ...validLead(`${marker} one`), renderToken: first })).toBe(201);
    expect(await post({ ...validLead(`${marker} two`), renderToken: second })).toBe(201);
    expect(await post({ ...validLead(`${marker} webhook-refuses-this`), renderToken: third })).toBe(201);
    expect(await post({ ...validLead(marker), email: 'not an address', renderToken: invalid })).toBe(400);
    expect(await post({ ...validLead(marker), renderToken: '1.forged.token' })).toBe(400);
    const { token: fresh } = (await (await fetch(`${site.base}/api/contact`)).json()) as { token: string };
    expect(await post({ ...validLead(marker), renderToken: fresh })).toBe(201);
    expect(await post({ ...validLead(marker), website: 'https://spam.example/' })).toBe(201);
    expect(await post('{"name": "Lena",')).toBe(400);
    expect(await post({ ...validLead(marker), renderToken: first })).toBe(429);

    const inbox = mailbox;
    await waitFor(async () => inbox.messages.filter((m) => m.includes(marker)).length === 3, 'three emails', 30_000, 100);
    let text = '';
    await waitFor(
      async () => {
        text = await scrape();
        return (
          sample(text, 'leads_delivery_attempts_total', { channel: 'email', outcome: 'delivered' }) === 3 &&
          sample(text, 'leads_delivery_attempts_total', { channel: 'webhook', outcome: 'failed' }) === 1 &&
          sample(text, 'leads_deliveries_undelivered', { channel: 'email', state: 'pending' }) === 0
        );
      },
      'the deliveries in the metrics',
      30_000,
      200,
    );
    expect(sample(text, 'leads_accepted_total')).toBe(3);
    expect(
      Object.fromEntries(
        ['invalid', 'rate_limited', 'time_trap', 'honeypot', 'token', 'store_error'].map((reason) => [
          reason,
          sample(text, 'leads_refused_total', { reason }),
        ]),
      ),
    ).toEqual({ invalid: 2, rate_limited: 1, time_trap: 1, honeypot: 1, token: 1, store_error: 0 });
    expect(sample(text, 'leads_delivery_attempts_total', { channel: 'webhook', outcome: 'delivered' })).toBe(2);
    expect(sample(text, 'leads_delivery_attempts_total', { channel: 'email', outcome: 'failed' })).toBe(0);
    expect(sample(text, 'leads_deliveries_undelivered', { channel: 'webhook', state: 'pending' })).toBe(1);
    expect(sample(text, 'leads_deliveries_undelivered', { channel: 'webhook', state: 'failing' })).toBe(0);
    expect(sample(text, 'leads_deliveries_undelivered', { channel: 'email', state: 'failing' })).toBe(0);
    const age = sample(text, 'leads_oldest_undelivered_age_seconds') ?? -1;
    expect(age).toBeGreaterThan(0);
    expect(age).toBeLessThan(600);
    expect(sample(text, 'leads_delivery_alarm')).toBe(0);
    expect(sample(text, 'leads_store_up')).toBe(1);
    expect(sample(text, 'leads_alert_after_seconds')).toBe(3600);
    const requests = (status: string) =>
      sample(text, 'http_request_duration_seconds_count', { method: 'POST', route: '/api/contact', status_code: status });
    expect([requests('201'), requests('400'), requests('429')]).toEqual([5, 3, 1]);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(10_000_000);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);

    if (store === postgresStore) {
      /** A second instance on the same database, which took no lead: the store's figures agree, its counters are its own. */
      const other = await startSite({ ...env, ...metricsEnv }, PORT_BASE + 83);
      sites.push(other);
      const otherText = await scrape(other);
      expect(sample(otherText, 'leads_accepted_total')).toBe(0);
      expect(sample(otherText, 'leads_deliveries_undelivered', { channel: 'webhook', state: 'pending' })).toBe(1);
      expect(sample(otherText, 'leads_deliveries_undelivered', { channel: 'email', state: 'pending' })).toBe(0);
      expect(Math.abs((sample(otherText, 'leads_oldest_undelivered_age_seconds') ?? 0) - age)).toBeLessThan(60);
    }
  }, 240_000);
});
