/** When the lead store cannot be written: the endpoint answers 5xx and the form keeps the text with retry and mailto; the rate limit answers 429. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test as siteTest } from './fixtures';
import { extraPort, startServer, type ExtraServer } from './server';

const RATE_LIMIT = 6;

/** A second `npm run serve` per worker whose store path is a directory: no process, root included, can append to it. */
const test = siteTest.extend<object, { brokenStore: ExtraServer }>({
  brokenStore: [
    async ({}, use, workerInfo) => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-broken-'));
      fs.mkdirSync(path.join(dir, 'leads.jsonl'));
      const server = await startServer({ LEADS_DIR: dir, CONTACT_RATE_LIMIT: String(RATE_LIMIT) }, extraPort(0, workerInfo.parallelIndex));
      await use(server);
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
});

/** In file order on one server: the rate-limit test comes last, after the lead that counts against it. */
test.describe.configure({ mode: 'default' });

const lead = {
  form: 'default',
  name: 'David Ruiz',
  email: 'david@formify.io',
  company: 'Formify',
  message: 'New field app for construction crews.',
  website: '',
};
const post = (base: string) =>
  fetch(`${base}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(lead) });

test('a valid lead that cannot be stored is answered 5xx', async ({ brokenStore }) => {
  const response = await post(brokenStore.base);
  expect(response.status).toBeGreaterThanOrEqual(500);
});

test('in the browser the form keeps the typed text and offers retry and a mailto fallback', async ({ page, brokenStore }) => {
  await page.goto(`${brokenStore.base}/services/website-design/`, { waitUntil: 'networkidle' });
  const form = page.locator('[data-section="ContactForm"] form');
  await form.getByLabel('Your name').fill(lead.name);
  await form.getByLabel('Work email').fill(lead.email);
  await form.getByLabel('Company').fill(lead.company);
  await form.getByLabel('What are you working on?').fill(lead.message);
  const sent = page.waitForResponse((response) => response.url().endsWith('/api/contact'));
  await form.getByRole('button', { name: 'Send message' }).click();
  await sent;
  const alert = form.getByRole('alert');
  await expect(alert).toContainText('We could not send your message', { useInnerText: true });
  await expect(form.getByLabel('What are you working on?')).toHaveValue(lead.message);
  await expect(form.getByLabel('Your name')).toHaveValue(lead.name);
  const mailto = (await alert.getByRole('link', { name: /Email hello@oakline\.studio/ }).getAttribute('href')) ?? '';
  expect(mailto.startsWith('mailto:hello@oakline.studio?')).toBe(true);
  expect(decodeURIComponent(mailto)).toContain(lead.message);
  const retried = page.waitForResponse((response) => response.url().endsWith('/api/contact'));
  await alert.getByRole('button', { name: 'Try again' }).click();
  expect((await retried).status()).toBeGreaterThanOrEqual(500);
  await expect(form.getByRole('alert')).toBeVisible();
  await expect(form.getByLabel('What are you working on?')).toHaveValue(lead.message);
});

test('too many submissions from one address are answered 429', async ({ brokenStore }) => {
  const statuses: number[] = [];
  for (let i = 0; i < RATE_LIMIT + 1; i += 1) statuses.push((await post(brokenStore.base)).status);
  expect(statuses[statuses.length - 1]).toBe(429);
});
