/** Where a lead came from: the visit's landing page, referrer and utm_* values live in sessionStorage (no cookie) and go with the lead, with the page and the call to action; every form links to the privacy notice. */
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';

const person = {
  name: 'Marta Kowalczyk',
  email: 'marta@parcelpoint.eu',
  company: 'ParcelPoint',
  message: 'We need a redesign of our courier app.',
};

/** Fills and sends the form inside `container` (a section or the dialog); the JSON body the browser posted. */
async function send(page: Page, container: ReturnType<Page['locator']>) {
  const form = container.locator('form');
  await form.getByLabel('Your name').fill(person.name);
  await form.getByLabel('Work email').fill(person.email);
  await form.getByLabel('Company').fill(person.company);
  await form.getByLabel('What are you working on?').fill(person.message);
  const request = page.waitForRequest((r) => r.url().endsWith('/api/contact') && r.method() === 'POST');
  await form.getByRole('button', { name: /Send message|Request a pilot/ }).click();
  await expect(container.getByRole('status')).toContainText('Thank you');
  return (await request).postDataJSON() as Record<string, unknown>;
}

test('a lead from a talk block carries the first landing page, the referrer, the campaign, its page and "talk"', async ({
  page,
  context,
  errors,
}) => {
  await page.goto('/services/ux-audit/?utm_source=linkedin&utm_medium=paid&utm_campaign=audit-q4', {
    referer: 'https://www.linkedin.com/',
    waitUntil: 'networkidle',
  });
  /** The page's code keeps the visit once it has booted, after the first paint; network idle can come before that on a busy machine. */
  await page.waitForFunction(() => window.sessionStorage.length > 0);
  await page.goto('/services/landing-page/', { waitUntil: 'networkidle' });
  const talk = page.locator('[data-section="Talk"] button').first();
  await talk.click();
  const dialog = page.getByRole('dialog');
  const body = await send(page, dialog);
  expect(body).toMatchObject({
    page: '/services/landing-page/',
    cta: 'talk',
    attribution: {
      landingPage: '/services/ux-audit/',
      referrer: 'https://www.linkedin.com/',
      utm: { source: 'linkedin', medium: 'paid', campaign: 'audit-q4' },
    },
  });
  expect(await context.cookies()).toEqual([]);
  const kept = await page.evaluate(() => Object.keys(window.sessionStorage));
  expect(kept.length).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});

test('a lead from a contact section says "contact"; a new tab is a new visit', async ({ page, context }) => {
  await page.goto('/services/brandbook/', { waitUntil: 'networkidle' });
  const body = await send(page, page.locator('[data-section="ContactForm"]'));
  expect(body).toMatchObject({ page: '/services/brandbook/', cta: 'contact', attribution: { landingPage: '/services/brandbook/' } });
  expect(body.attribution).not.toHaveProperty('utm');
  expect(await context.cookies()).toEqual([]);
});

test('every form has one line under its button linking to the privacy notice, which the footer links too', async ({ page }) => {
  await page.goto('/services/brandbook/', { waitUntil: 'networkidle' });
  const form = page.locator('[data-section="ContactForm"] form');
  const note = form.locator('button[type="submit"] ~ p:not([role="status"])');
  await expect(note.getByRole('link', { name: /How we handle your data/ })).toHaveAttribute('href', '/privacy/');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy/');
  await page.goto('/privacy/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy notice');
  await expect(page.getByRole('link', { name: 'privacy@oakline.studio' })).toHaveAttribute('href', 'mailto:privacy@oakline.studio');
  await expect(page.getByRole('main')).toContainText('365 days');
});
