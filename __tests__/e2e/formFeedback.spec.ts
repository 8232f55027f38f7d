/**
 * The contact form answers a mistake at once: an invalid submit shows every field message, in the page's language, with no
 * request to the contact endpoint (the browser applies the endpoint's own rules, src/lib/leadRules.ts), a press before the
 * form's code arrives shows it was pressed and gets its messages once the code is there, and only a valid submit is sent,
 * announced as sending.
 * (How soon the messages appear is measured by scripts/bench/formFeedback.ts, not asserted here.)
 */
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';

const PAGE = '/services/website-design/';
const isContact = (request: Request) => new URL(request.url()).pathname === '/api/contact';

/** Every request to the contact endpoint from now on. */
function contactRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (isContact(request)) seen.push(request);
  });
  return seen;
}

const contactForm = (page: Page) => page.locator('[data-section="ContactForm"] form');

test('an invalid submit shows every field message without a request, focuses the first field to fix and keeps the text', async ({
  page,
  errors,
}) => {
  await page.goto(PAGE, { waitUntil: 'networkidle' });
  const form = contactForm(page);
  await form.scrollIntoViewIfNeeded();
  await expect(form.locator('xpath=ancestor::*[@data-hydrate]')).toHaveAttribute('data-live', '');
  await form.getByLabel('Work email').fill('lena@');
  await page.waitForLoadState('networkidle');
  const requests = contactRequests(page);
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByLabel('Your name')).toBeFocused();
  await expect(form.getByLabel('Your name')).toHaveAccessibleDescription('Please tell us your name.');
  await expect(form.getByLabel('Work email')).toHaveAccessibleDescription('Please enter a valid email address, like name@company.com.');
  await expect(form.getByLabel('Company')).toHaveAccessibleDescription('Please tell us your company.');
  await expect(form.getByLabel('What are you working on?')).toHaveAccessibleDescription(
    'Please tell us a little more (at least 10 characters).',
  );
  await expect(form.getByLabel('Work email')).toHaveValue('lena@');
  expect(requests.map((request) => `${request.method()} ${request.url()}`)).toEqual([]);
  expect(errors).toEqual([]);
});

test.describe('on a German page, 375 px wide', () => {
  test.use({ viewport: { width: 375, height: 812 } });
  /** Each field's label, what is typed into it, and the message it gets. */
  const FIELDS = [
    ['Ihr Name', '', 'Bitte nennen Sie uns Ihren Namen.'],
    ['Geschäftliche E-Mail-Adresse', 'lena@', 'Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@unternehmen.de.'],
    ['Unternehmen', '', 'Bitte nennen Sie uns Ihr Unternehmen.'],
    ['Woran arbeiten Sie?', 'Kurz', 'Bitte schreiben Sie uns etwas mehr (mindestens 10 Zeichen).'],
  ] as const;

  test('an invalid submit shows German field messages without a request and keeps the text; a held press would be announced in German', async ({
    page,
    errors,
  }) => {
    await page.goto('/de/services/website-design/', { waitUntil: 'networkidle' });
    await expect(page.locator('#held-input-status')).toHaveAttribute(
      'data-text',
      'Verstanden. Dieser Teil der Seite lädt noch und reagiert gleich.',
    );
    const form = contactForm(page);
    await form.scrollIntoViewIfNeeded();
    await expect(form.locator('xpath=ancestor::*[@data-hydrate]')).toHaveAttribute('data-live', '');
    for (const [label, typed] of FIELDS) if (typed) await form.getByLabel(label).fill(typed);
    await page.waitForLoadState('networkidle');
    const requests = contactRequests(page);
    await form.getByRole('button', { name: 'Anfrage senden' }).click();
    await expect(form.getByLabel('Ihr Name')).toBeFocused();
    for (const [label, typed, message] of FIELDS) {
      await expect(form.getByLabel(label)).toHaveAccessibleDescription(message);
      await expect(form.getByLabel(label)).toHaveValue(typed);
    }
    expect(requests).toEqual([]);
    expect(errors).toEqual([]);
  });
});

test('a press before the form code arrives shows it was pressed, then gets its messages without a request', async ({ page, errors }) => {
  /** The page's JavaScript is held back until the press has happened, as on a slow connection. */
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  const requests = contactRequests(page);
  await page.goto(PAGE, { waitUntil: 'commit' });
  const form = contactForm(page);
  const button = form.getByRole('button', { name: 'Send message' });
  await form.getByLabel('Company').fill('Northwind Freight');
  await button.click();
  await expect(form).toHaveAttribute('data-held', '');
  await expect(button).toHaveCSS('cursor', 'progress');
  release();
  await expect(form.getByLabel('Your name')).toHaveAccessibleDescription('Please tell us your name.');
  await expect(form.getByLabel('Your name')).toBeFocused();
  await expect(form).not.toHaveAttribute('data-held', '');
  await expect(form.getByLabel('Company')).toHaveValue('Northwind Freight');
  await expect(form.getByLabel('Company')).not.toHaveAttribute('aria-invalid', 'true');
  expect(requests.filter((request) => request.method() === 'POST')).toEqual([]);
  expect(errors).toEqual([]);
});

test('a valid submit is sent, and while it is sent the form says so to assistive technology', async ({ page, errors }) => {
  let answer = () => undefined as void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/contact', async (route) => {
    if (route.request().method() === 'POST') await answered;
    await route.continue();
  });
  await page.goto(PAGE, { waitUntil: 'networkidle' });
  const form = contactForm(page);
  await form.getByLabel('Your name').fill('Lena Brandt');
  await form.getByLabel('Work email').fill('lena@northwind.example');
  await form.getByLabel('Company').fill('Northwind Freight');
  await form.getByLabel('What are you working on?').fill('A dispatch dashboard our drivers can read at a glance.');
  const posted = page.waitForRequest((request) => isContact(request) && request.method() === 'POST');
  await form.getByRole('button', { name: 'Send message' }).click();
  expect((await posted).postDataJSON()).toMatchObject({ name: 'Lena Brandt', company: 'Northwind Freight', page: PAGE });
  await expect(form).toHaveAttribute('aria-busy', 'true');
  await expect(form.getByRole('status')).toHaveText('Sending…');
  await expect(form.getByRole('button', { name: 'Sending…' })).toHaveAttribute('aria-disabled', 'true');
  answer();
  await expect(page.getByText('Thank you, your message is with us.')).toBeVisible();
  expect(errors).toEqual([]);
});
