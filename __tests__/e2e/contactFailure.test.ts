/** When the lead store cannot be written: the endpoint answers 5xx and the form keeps the text with retry and mailto; the rate limit answers 429. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launch, openPage } from './browser';
import { startExtraServer } from './extraServer';

let browser: Browser;
let server: { base: string; stop: () => void };
const RATE_LIMIT = 6;

beforeAll(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-broken-'));
  /** A directory where the store file should be: no process, root included, can append to it. */
  fs.mkdirSync(path.join(dir, 'leads.jsonl'));
  server = await startExtraServer({ LEADS_DIR: dir, CONTACT_RATE_LIMIT: String(RATE_LIMIT) });
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  server?.stop();
});

const lead = { form: 'default', name: 'David Ruiz', email: 'david@formify.io', company: 'Formify', message: 'New field app for construction crews.', website: '' };
const post = () => fetch(`${server.base}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(lead) });

test('a valid lead that cannot be stored is answered 5xx', async () => {
  const response = await post();
  expect(response.status).toBeGreaterThanOrEqual(500);
});

test('in the browser the form keeps the typed text and offers retry and a mailto fallback', async () => {
  const { page } = await openPage(browser, 1440, 900);
  await page.goto(`${server.base}/services/website-design/`, { waitUntil: 'networkidle' });
  const form = page.locator('[data-section="ContactForm"] form');
  await form.getByLabel('Your name').fill(lead.name);
  await form.getByLabel('Work email').fill(lead.email);
  await form.getByLabel('Company').fill(lead.company);
  await form.getByLabel('What are you working on?').fill(lead.message);
  await form.getByRole('button', { name: 'Send message' }).click();
  const alert = form.getByRole('alert');
  await alert.waitFor();
  expect(await alert.innerText()).toContain('We could not send your message');
  expect(await form.getByLabel('What are you working on?').inputValue()).toBe(lead.message);
  expect(await form.getByLabel('Your name').inputValue()).toBe(lead.name);
  const mailto = (await alert.getByRole('link', { name: /Email hello@oakline\.studio/ }).getAttribute('href')) ?? '';
  expect(mailto.startsWith('mailto:hello@oakline.studio?')).toBe(true);
  expect(decodeURIComponent(mailto)).toContain(lead.message);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await page.waitForTimeout(300);
  await form.getByRole('alert').waitFor();
  expect(await form.getByLabel('What are you working on?').inputValue()).toBe(lead.message);
  await page.context().close();
});

test('too many submissions from one address are answered 429', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < RATE_LIMIT + 1; i += 1) statuses.push((await post()).status);
  expect(statuses[statuses.length - 1]).toBe(429);
});
