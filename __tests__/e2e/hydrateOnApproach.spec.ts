/** Sections below the first screen load their code as they approach; what a visitor types or submits before then is kept and sent. */
import fs from 'node:fs';
import path from 'node:path';
import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { chunkScripts } from './chunkFiles';

const PAGE = '/services/website-design/';
const CONTACT_FORM_CHUNK = chunkScripts(/^section-contact-form$/);

function contactFormChunkRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (CONTACT_FORM_CHUNK.test(request.url())) seen.push(request.url());
  });
  return seen;
}

test.use({ viewport: { width: 412, height: 823 } });

test('the contact form section loads no code on the first screen, loads it as it is scrolled to, and then validates', async ({
  page,
  errors,
}) => {
  const requested = contactFormChunkRequests(page);
  await page.goto(PAGE, { waitUntil: 'networkidle' });
  expect(requested).toEqual([]);
  const form = page.locator('[data-section="ContactForm"] form');
  await form.scrollIntoViewIfNeeded();
  await expect.poll(() => requested.length).toBe(1);
  await form.getByLabel('Work email').fill('not-an-email');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByLabel('Work email')).toHaveAttribute('aria-invalid', 'true');
  expect(errors).toEqual([]);
});

test('the audience testimonials load no code when scrolled to, and hydrate once the visitor points at a tab, which then switches', async ({
  page,
  errors,
}) => {
  const testimonialsChunk = chunkScripts(/^section-audience-testimonials$/);
  const requested: string[] = [];
  page.on('request', (request) => {
    if (testimonialsChunk.test(request.url())) requested.push(request.url());
  });
  await page.goto(PAGE, { waitUntil: 'networkidle' });
  const section = page.locator('[data-section="AudienceTestimonials"]');
  await section.scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  expect(requested).toEqual([]);
  const tabs = section.getByRole('tab');
  await tabs.nth(1).hover();
  await expect.poll(() => requested.length).toBe(1);
  await tabs.nth(1).click();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  expect(errors).toEqual([]);
});

test('fields typed and a submit pressed before the section code arrives are kept and sent once it has', async ({
  page,
  errors,
  leadsDir,
}) => {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held: Route[] = [];
  await page.route(CONTACT_FORM_CHUNK, async (route) => {
    held.push(route);
    await released;
    await route.continue();
  });
  await page.goto(PAGE, { waitUntil: 'networkidle' });
  const form = page.locator('[data-section="ContactForm"] form');
  await form.scrollIntoViewIfNeeded();
  await expect.poll(() => held.length).toBe(1);
  const marker = `typed-early-${Date.now()}`;
  await form.getByLabel('Your name').fill('Ines Duarte');
  await form.getByLabel('Work email').fill('ines@duarte.studio');
  await form.getByLabel('Company').fill('Duarte Freight');
  await form.getByLabel('What are you working on?').fill(`A booking flow for our freight clients. ${marker}`);
  // A native submit before hydration would navigate the page (and lose the typing): record every navigation from here on.
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });
  await form.getByRole('button', { name: 'Send message' }).click();
  release();
  await expect(page.getByText('Thank you, your message is with us.')).toBeVisible();
  expect(navigations).toEqual([]);
  expect(new URL(page.url()).search).toBe('');
  const line = fs
    .readFileSync(path.join(leadsDir, 'leads.jsonl'), 'utf8')
    .split('\n')
    .find((l) => l.includes(marker));
  expect(JSON.parse(line ?? '{}')).toMatchObject({
    form: 'default',
    name: 'Ines Duarte',
    email: 'ines@duarte.studio',
    company: 'Duarte Freight',
    page: PAGE,
  });
  expect(errors).toEqual([]);
});
