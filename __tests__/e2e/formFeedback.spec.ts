/**
 * The contact form answers a mistake at once: an invalid submit shows every field message, in the page's language, with no
 * request to the contact endpoint (the browser applies the endpoint's own rules, src/lib/leadRules.ts), a press before the form's code arrives
 * shows it was pressed and gets its messages once the code is there, and only a valid submit is sent, announced as sending.
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

/**
 * An invalid submit, sampled in each language: an English page at desktop width, a German one on a phone. Each field is
 * [label, what is typed, the message it gets]; the held-press words are checked on the same page.
 */
const INVALID_SUBMITS = [
  {
    language: 'English',
    path: PAGE,
    viewport: undefined,
    submit: 'Send message',
    heldPress: 'Got it. This part of the page is still loading and will respond in a moment.',
    fields: [
      ['Your name', '', 'Please tell us your name.'],
      ['Work email', 'lena@', 'Please enter a valid email address, like name@company.com.'],
      ['Company', '', 'Please tell us your company.'],
      ['What are you working on?', '', 'Please tell us a little more (at least 10 characters).'],
    ],
  },
  {
    language: 'German',
    path: '/de/services/website-design/',
    viewport: { width: 375, height: 812 },
    submit: 'Anfrage senden',
    heldPress: 'Verstanden. Dieser Teil der Seite lädt noch und reagiert gleich.',
    fields: [
      ['Ihr Name', '', 'Bitte nennen Sie uns Ihren Namen.'],
      ['Geschäftliche E-Mail-Adresse', 'lena@', 'Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@unternehmen.de.'],
      ['Unternehmen', '', 'Bitte nennen Sie uns Ihr Unternehmen.'],
      ['Woran arbeiten Sie?', 'Kurz', 'Bitte schreiben Sie uns etwas mehr (mindestens 10 Zeichen).'],
    ],
  },
] as const;

for (const sample of INVALID_SUBMITS)
  test.describe(`on ${sample.language === 'English' ? 'an English page' : `a German page, ${sample.viewport?.width} px wide`}`, () => {
    if (sample.viewport) test.use({ viewport: sample.viewport });

    test('an invalid submit shows every field message without a request, focuses the first field to fix and keeps the text', async ({
      page,
      errors,
    }) => {
      await page.goto(sample.path, { waitUntil: 'networkidle' });
      await expect(page.locator('#held-input-status')).toHaveAttribute('data-text', sample.heldPress);
      const form = contactForm(page);
      await form.scrollIntoViewIfNeeded();
      await expect(form.locator('xpath=ancestor::*[@data-hydrate]')).toHaveAttribute('data-live', '');
      for (const [label, typed] of sample.fields) if (typed) await form.getByLabel(label).fill(typed);
      await page.waitForLoadState('networkidle');
      const requests = contactRequests(page);
      await form.getByRole('button', { name: sample.submit }).click();
      await expect(form.getByLabel(sample.fields[0][0])).toBeFocused();
      for (const [label, typed, message] of sample.fields) {
        await expect(form.getByLabel(label)).toHaveAccessibleDescription(message);
        await expect(form.getByLabel(label)).toHaveValue(typed);
      }
      expect(requests.map((request) => `${request.method()} ${request.url()}`)).toEqual([]);
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
