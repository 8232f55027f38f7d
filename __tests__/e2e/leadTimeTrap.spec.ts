/**
 * The form's signed render token in a real browser, with the time-trap on (as `npm start` runs it): the form asks for
 * its token when shown (it hydrates as it is scrolled to), sends it back, and a lead sent after a person's few seconds lands in the store. (The bot side,
 * a submit under 2 s, is checked over HTTP in __tests__/server/contactApi.test.ts, where the timing is the test's own.)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test as siteTest } from './fixtures';
import { EXTRA_PORT, startServer, type ExtraServer } from './server';

/** A second `npm run serve` per worker with the default 2 s time-trap (the main test server turns it off). */
const test = siteTest.extend<object, { trapped: ExtraServer & { dir: string } }>({
  trapped: [
    async ({}, use, workerInfo) => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-trap-'));
      const server = await startServer({ LEADS_DIR: dir, FORM_MIN_FILL_MS: '2000' }, EXTRA_PORT + 2 + workerInfo.parallelIndex);
      await use({ ...server, dir });
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
});

const stored = (dir: string) =>
  fs.existsSync(path.join(dir, 'leads.jsonl')) ? fs.readFileSync(path.join(dir, 'leads.jsonl'), 'utf8') : '';

async function fillAndSend(page: Page, base: string, marker: string, personDelayMs: number) {
  const token = page.waitForResponse((response) => response.url().endsWith('/api/contact') && response.request().method() === 'GET');
  await page.goto(`${base}/services/website-design/`);
  const form = page.locator('[data-section="ContactForm"] form');
  await form.scrollIntoViewIfNeeded();
  expect((await token).status()).toBe(200);
  await form.getByLabel('Your name').fill('Priya Nair');
  await form.getByLabel('Work email').fill('priya@healthiv.com');
  await form.getByLabel('Company').fill('HealthIV');
  await form.getByLabel('What are you working on?').fill(`A booking flow for our infusion clinics. ${marker}`);
  /** The time-trap measures real time on the server, so this wait is the behaviour under test, not a synchronisation. */
  await page.waitForTimeout(personDelayMs);
  const sent = page.waitForResponse((response) => response.url().endsWith('/api/contact') && response.request().method() === 'POST');
  await form.getByRole('button', { name: 'Send message' }).click();
  expect((await sent).status()).toBe(201);
  await expect(page.getByText('Thank you, your message is with us.')).toBeVisible();
}

test("a form sent at a person's pace is stored, carrying no token in the record", async ({ page, trapped }) => {
  const marker = `person-${Date.now()}`;
  await fillAndSend(page, trapped.base, marker, 2500);
  const line = stored(trapped.dir)
    .split('\n')
    .find((l) => l.includes(marker));
  expect(JSON.parse(line ?? '{}')).toMatchObject({ company: 'HealthIV', page: '/services/website-design/' });
  expect(line).not.toContain('renderToken');
});
