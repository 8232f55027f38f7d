/**
 * The delivery alarm as an uptime monitor and cron see it, on each lead store: a mail server that refuses connections
 * and a failing webhook turn /deliveryz to 503 (and `npm run leads -- --check` to exit 1) once a lead has waited longer
 * than LEADS_ALERT_AFTER_MIN, while /readyz stays 200; when both recover, the alarm clears by itself.
 */
import { waitFor } from '../helpers/waitFor';
import { leadsCommand } from './helpers/cli';
import { agedToken, postJson, validLead } from './helpers/leads';
import { startMailbox, startWebhook, type Mailbox, type Webhook } from './helpers/receivers';
import { PORT_BASE, startSite, type RunningSite } from './helpers/site';
import { stores } from './helpers/stores';

/** 0.03 minutes: 1.8 s, long enough for a first retry, short enough for a test. */
const ALERT_AFTER_MIN = '0.03';

interface AlarmBody {
  status: string;
  alertAfterSeconds: number;
  oldestUndeliveredAgeSeconds: number | null;
  channels: Record<string, { pending: number; failing: number }>;
}

describe.each(stores.map((store, i) => [store.name, store, i] as const))('%s', (_name, store, i) => {
  let site: RunningSite | undefined;
  let hook: Webhook | undefined;
  let mailbox: Mailbox | undefined;
  afterAll(async () => {
    await site?.stop();
    await hook?.close();
    await mailbox?.close();
  });

  test('refused SMTP and a failing webhook: 503 after the threshold, `--check` exits 1, both back to OK once delivered', async () => {
    const smtpPort = PORT_BASE + 77 + i;
    hook = await startWebhook(PORT_BASE + 79 + i);
    hook.failing = true;
    const env = {
      ...(await store.create()),
      LEADS_WEBHOOK_URL: `http://localhost:${PORT_BASE + 79 + i}/leads`,
      /** Nothing listens here yet: every connection is refused. */
      SMTP_URL: `smtp://localhost:${smtpPort}`,
      LEADS_EMAIL_TO: 'sales@oakline.studio',
      LEADS_RETRY_BASE_MS: '100',
      LEADS_RETRY_MAX_MS: '400',
      LEADS_ALERT_AFTER_MIN: ALERT_AFTER_MIN,
    };
    site = await startSite(env, PORT_BASE + 75 + i);
    const base = site.base;
    const alarm = async () => {
      const response = await fetch(`${base}/deliveryz`);
      return { status: response.status, body: (await response.json()) as AlarmBody };
    };

    expect(await alarm()).toEqual({
      status: 200,
      body: {
        status: 'ok',
        alertAfterSeconds: 1.8,
        oldestUndeliveredAgeSeconds: null,
        channels: { webhook: { pending: 0, failing: 0 }, email: { pending: 0, failing: 0 } },
      },
    });
    const marker = `alarm-${Date.now()}`;
    expect((await postJson(base, { ...validLead(marker), renderToken: await agedToken(base) })).status).toBe(201);

    await waitFor(async () => (await alarm()).status === 503, '/deliveryz to answer 503', 30_000, 100);
    const firing = await alarm();
    expect(firing.body.status).toBe('failing');
    expect(firing.body.oldestUndeliveredAgeSeconds).toBeGreaterThanOrEqual(2);
    for (const channel of ['webhook', 'email'])
      expect(firing.body.channels[channel].pending + firing.body.channels[channel].failing).toBe(1);
    const text = JSON.stringify(firing.body);
    for (const personal of ['Lena', 'Brandt', 'gardenize', 'Gardenize', marker]) expect(text).not.toContain(personal);
    expect((await fetch(`${base}/readyz`)).status).toBe(200);

    const check = await leadsCommand(['--check'], env);
    expect(check.status).toBe(1);
    expect(check.stdout.trim().split('\n')).toHaveLength(1);
    expect(check.stdout).toMatch(
      /^ALARM: 2 deliveries not delivered, oldest lead waiting [\d a-z]+ \(alarm after 2 s\); webhook [01] pending, [01] failing; email [01] pending, [01] failing\n$/,
    );

    hook.failing = false;
    mailbox = await startMailbox(smtpPort);
    await waitFor(async () => (await alarm()).status === 200, '/deliveryz to answer 200 again', 30_000, 100);
    expect((await alarm()).body).toMatchObject({ status: 'ok', oldestUndeliveredAgeSeconds: null });
    expect(mailbox.messages.some((m) => m.includes(marker))).toBe(true);
    expect(hook.calls.filter((c) => c.includes(marker)).length).toBeGreaterThanOrEqual(2);

    const clear = await leadsCommand(['--check'], env);
    expect(clear.status).toBe(0);
    expect(clear.stdout).toBe('OK: every lead delivered (alarm after 2 s)\n');
  }, 240_000);
});
