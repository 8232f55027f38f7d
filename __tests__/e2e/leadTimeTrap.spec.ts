/**
 * The form's signed render token in a real browser, with the time-trap on (as `npm start` runs it): the form asks for
 * its token when shown (it hydrates as it is scrolled to), sends it back, and a lead sent after a person's few seconds lands in the store. (The bot side,
 * a submit under 2 s, is checked over HTTP in __tests__/server/contactApi.test.ts, where the timing is the test's own.)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { waitFor } from '../helpers/waitFor';
import { expect, test as siteTest } from './fixtures';
import { extraPort, startServer, type ExtraServer } from './server';

/** The time-trap of `npm start` (FORM_MIN_FILL_MS): a form sent sooner after its token was issued is taken for a bot. */
const MIN_FILL_MS = 2000;

/** A second `npm run serve` per worker with the default time-trap (the main test server turns it off). */
const test = siteTest.extend<object, { trapped: ExtraServer & { dir: string } }>({
  trapped: [
    async ({}, use, workerInfo) => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-trap-'));
      const server = await startServer({ LEADS_DIR: dir, FORM_MIN_FILL_MS: String(MIN_FILL_MS) }, extraPort(1, workerInfo.parallelIndex));
      await use({ ...server, dir });
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
});

const stored = (dir: string) =>
  fs.existsSync(path.join(dir, 'leads.jsonl')) ? fs.readFileSync(path.join(dir, 'leads.jsonl'), 'utf8') : '';

async function fillAndSend(page: Page, base: string, marker: string) {
  const token = page.waitForResponse((response) => response.url().endsWith('/api/contact') && response.request().method() === 'GET');
  await page.goto(`${base}/services/website-design/`);
  const form = page.locator('[data-section="ContactForm"] form');
  await form.scrollIntoViewIfNeeded();
  expect((await token).status()).toBe(200);
  const tokenAt = Date.now();
  await form.getByLabel('Your name').fill('Priya Nair');
  await form.getByLabel('Work email').fill('priya@healthiv.com');
  await form.getByLabel('Company').fill('HealthIV');
  await form.getByLabel('What are you working on?').fill(`A booking flow for our infusion clinics. ${marker}`);
  /** A person takes longer than the time-trap between seeing the form and sending it; the server measures real time. */
  await waitFor(() => Date.now() - tokenAt > MIN_FILL_MS, 'the form to have been open longer than the time-trap', 2 * MIN_FILL_MS);
  const sent = page.waitForResponse((response) => response.url().endsWith('/api/contact') && response.request().method() === 'POST');
  await form.getByRole('button', { name: 'Send message' }).click();
  expect((await sent).status()).toBe(201);
  await expect(page.getByText('Thank you, your message is with us.')).toBeVisible();
}

test("a form sent at a person's pace is stored, carrying no token in the record", async ({ page, trapped }) => {
  const marker = `person-${Date.now()}`;
  await fillAndSend(page, trapped.base, marker);
  const line = stored(trapped.dir)
    .split('\n')
    .find((l) => l.includes(marker));
  expect(JSON.parse(line ?? '{}')).toMatchObject({ company: 'HealthIV', page: '/services/website-design/' });
  expect(line).not.toContain('renderToken');
});
