/**
 * A lead's language, on each lead store: a German form's mistakes are answered in German, a German lead is stored as
 * German and its email and webhook say so, an English lead is answered and stored as before, and a lead stored before
 * the site had languages (an older leads file or table) still reads, as English.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { leadsCommand } from './helpers/cli';
import { agedToken, postJson, validLead } from './helpers/leads';
import { startMailbox, startWebhook, type Mailbox, type Webhook } from './helpers/receivers';
import { PORT_BASE, startSite, type RunningSite } from './helpers/site';
import { stores } from './helpers/stores';
import { waitFor } from '../helpers/waitFor';

const OLD_LEAD = {
  id: '2d7c1f4a-9b3e-4c5d-8e6f-0a1b2c3d4e5f',
  receivedAt: '2026-10-01T08:00:00.000Z',
  form: 'default',
  name: 'Maya Chen',
  email: 'maya@ledgerly.io',
  company: 'Ledgerly',
  message: 'Stored before the site spoke German.',
};

/** Writes OLD_LEAD as the store kept leads before languages: a JSON line without one, or a table without the column. */
async function seedOldLead(env: Record<string, string>) {
  if (env.LEADS_DIR) {
    fs.writeFileSync(path.join(env.LEADS_DIR, 'leads.jsonl'), `${JSON.stringify(OLD_LEAD)}\n`);
    return;
  }
  const client = new Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  try {
    await client.query('CREATE TABLE leads (id uuid PRIMARY KEY, received_at timestamptz NOT NULL, lead jsonb NOT NULL)');
    await client.query('INSERT INTO leads (id, received_at, lead) VALUES ($1, $2, $3)', [OLD_LEAD.id, OLD_LEAD.receivedAt, OLD_LEAD]);
  } finally {
    await client.end();
  }
}

describe.each(stores.map((store, i) => [store.name, store, i] as const))('%s', (_name, store, i) => {
  let site: RunningSite;
  let hook: Webhook;
  let mailbox: Mailbox;
  let env: Record<string, string>;

  beforeAll(async () => {
    hook = await startWebhook(PORT_BASE + 66 + i);
    mailbox = await startMailbox(PORT_BASE + 68 + i);
    env = {
      ...(await store.create()),
      LEADS_WEBHOOK_URL: `http://localhost:${PORT_BASE + 66 + i}/leads`,
      SMTP_URL: `smtp://localhost:${PORT_BASE + 68 + i}`,
      LEADS_EMAIL_TO: 'sales@oakline.studio',
      LEADS_EMAIL_FROM: 'Oakline website <website@oakline.studio>',
    };
    await seedOldLead(env);
    site = await startSite(env, PORT_BASE + 64 + i);
  });
  afterAll(async () => {
    await site?.stop();
    await hook?.close();
    await mailbox?.close();
  });

  const post = async (lead: Record<string, unknown>) => postJson(site.base, { ...lead, renderToken: await agedToken(site.base) });
  const storedWith = async (marker: string) => (await store.leads(env)).filter((lead) => JSON.stringify(lead).includes(marker));

  test("a German form's mistakes are answered in German, page and attribution included, and nothing is stored", async () => {
    const marker = `de-invalid-${Date.now()}`;
    const response = await post({
      ...validLead(marker),
      language: 'de',
      name: '',
      email: 'lena@',
      page: `/de/${'x'.repeat(400)}`,
      attribution: { utm: { source: 'newsletter', channel: 'mail' } },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: Record<string, string> }).fields).toEqual({
      name: 'Bitte nennen Sie uns Ihren Namen.',
      email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@unternehmen.de.',
      page: 'Bitte bleiben Sie unter 300 Zeichen.',
      attribution:
        'Dieser Teil des Formulars konnte nicht gelesen werden. Bitte laden Sie die Seite neu und senden Sie das Formular erneut.',
    });
    expect(await storedWith(marker)).toEqual([]);
  });

  test('a valid German lead is stored as German, and its email and webhook say German', async () => {
    const marker = `de-valid-${Date.now()}`;
    expect((await post({ ...validLead(marker), language: 'de', page: '/de/contact/' })).status).toBe(201);
    expect(await storedWith(marker)).toEqual([expect.objectContaining({ language: 'de', page: '/de/contact/' })]);
    await waitFor(() => hook.calls.some((call) => call.includes(marker)), 'the webhook call', 20_000, 100);
    expect(JSON.parse(hook.calls.find((call) => call.includes(marker)) ?? '{}')).toMatchObject({ language: 'de', company: 'Gardenize' });
    await waitFor(() => mailbox.messages.some((mail) => mail.includes(marker)), 'the email', 20_000, 100);
    expect(mailbox.messages.find((mail) => mail.includes(marker))).toContain('\nLanguage:\r\n    German (Deutsch)\r\n');
  });

  test('an English lead is answered in English and stored as English, as without a language', async () => {
    const invalid = await post({ ...validLead('en-invalid'), name: '' });
    expect(((await invalid.json()) as { fields: Record<string, string> }).fields).toEqual({ name: 'Please tell us your name.' });
    const marker = `en-valid-${Date.now()}`;
    expect((await post(validLead(marker))).status).toBe(201);
    expect(await storedWith(marker)).toEqual([expect.objectContaining({ language: 'en' })]);
    await waitFor(() => mailbox.messages.some((mail) => mail.includes(marker)), 'the email', 20_000, 100);
    expect(mailbox.messages.find((mail) => mail.includes(marker))).toContain('\nLanguage:\r\n    English\r\n');
  });

  test('a lead stored before the site had languages is listed and exported as English', async () => {
    const listing = await leadsCommand([], env);
    expect(listing.stdout.split('\n').find((line) => line.includes(OLD_LEAD.id))).toContain('Ledgerly (default form, en)');
    const exported = JSON.parse((await leadsCommand(['--json'], env)).stdout) as { id: string; language: string }[];
    expect(exported.find((lead) => lead.id === OLD_LEAD.id)).toMatchObject({ language: 'en', message: OLD_LEAD.message });
  });
});
