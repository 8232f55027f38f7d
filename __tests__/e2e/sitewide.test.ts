/** Sitewide interactions in Chromium on the production build: mobile menu, form modal, form states, floating showreel, breadcrumbs. */
import AxeBuilder from '@axe-core/playwright';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launch, openPage } from './browser';
import { BASE } from './server';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const activeInside = (page: Page, selector: string) => page.evaluate((sel) => Boolean(document.activeElement && document.querySelector(sel)?.contains(document.activeElement)), selector);
const activeName = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

test('mobile menu: toggle, focus trapped while open, Escape closes and returns focus', async () => {
  const { page, errors } = await openPage(browser, 375, 800);
  await page.goto(`${BASE}/services/pilot/`, { waitUntil: 'networkidle' });
  const toggle = page.getByRole('button', { name: 'Menu' });
  await expect(page.locator('#site-menu').isVisible()).resolves.toBe(false);
  await toggle.click();
  await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
  await page.waitForFunction(() => document.querySelector('#site-menu') && getComputedStyle(document.querySelector('#site-menu') as Element).display !== 'none');
  await page.waitForTimeout(300);
  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press('Tab');
    expect(await activeInside(page, 'header')).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).resolves.toBe('false');
  await expect(page.locator('#site-menu').isVisible()).resolves.toBe(false);
  expect(await activeName(page)).toBe('Menu');
  expect(errors).toEqual([]);
  await page.context().close();
});

test('talk block opens the Pilot form in a modal: lazy code, focus in and trapped, scroll locked, Escape returns focus', async () => {
  const { page, errors } = await openPage(browser, 1440, 900);
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
  await page.goto(`${BASE}/services/pilot/`, { waitUntil: 'networkidle' });
  const loadedWithPage = scripts.length;
  const opener = page.locator('[data-section="Talk"] button');
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Start a pilot sprint' });
  await dialog.waitFor();
  expect(scripts.length).toBeGreaterThan(loadedWithPage);
  expect(await dialog.getAttribute('aria-modal')).toBe('true');
  await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'name');
  for (let i = 0; i < 14; i += 1) {
    await page.keyboard.press('Tab');
    expect(await activeInside(page, '[role="dialog"]')).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await activeInside(page, '[role="dialog"]')).toBe(true);
  expect(await page.evaluate(() => document.body.classList.contains('modal-open') && getComputedStyle(document.body).overflow === 'hidden')).toBe(true);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  expect(await page.evaluate(() => document.body.classList.contains('modal-open'))).toBe(false);
  expect(await page.evaluate(() => document.activeElement?.closest('[data-section="Talk"]') !== null)).toBe(true);
  await opener.click();
  await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'name');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'detached' });
  expect(await page.evaluate(() => document.activeElement?.closest('[data-section="Talk"]') !== null)).toBe(true);
  expect(errors).toEqual([]);
  await page.context().close();
});

test('the Pilot form shows messages tied to fields, then sends and lands in the store', async () => {
  const { page, errors } = await openPage(browser, 1440, 900);
  await page.goto(`${BASE}/services/pilot/`, { waitUntil: 'networkidle' });
  await page.locator('[data-section="Talk"] button').click();
  const dialog = page.getByRole('dialog');
  await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'name');
  await dialog.getByRole('button', { name: 'Request a pilot' }).click();
  const name = dialog.getByLabel('Your name');
  await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'name' && document.activeElement.getAttribute('aria-invalid') === 'true');
  const describedBy = (await name.getAttribute('aria-describedby')) ?? '';
  expect(await page.locator(`#${describedBy}`).innerText()).toBe('Please tell us your name.');
  await expect(dialog.getByText('Please choose what kind of company you are.').count()).resolves.toBe(1);
  const marker = `browser-${Date.now()}`;
  await name.fill('Sofia Marin');
  await dialog.getByLabel('Work email').fill('sofia@marin.studio');
  await dialog.getByLabel('Company').fill('Marin Labs');
  await dialog.getByLabel('Enterprise').check();
  await dialog.getByLabel('What are you working on?').fill(`A pilot for our analytics dashboard. ${marker}`);
  await dialog.getByRole('button', { name: 'Request a pilot' }).click();
  await dialog.getByText('Thank you, your message is with us.').waitFor();
  const line = fs.readFileSync(path.join(process.env.E2E_LEADS_DIR ?? '', 'leads.jsonl'), 'utf8').split('\n').find((l) => l.includes(marker));
  expect(JSON.parse(line ?? '{}')).toMatchObject({ form: 'pilot', audience: 'enterprise', company: 'Marin Labs', page: '/services/pilot/' });
  expect(errors).toEqual([]);
  await page.context().close();
});

test('the inline contact form is usable on the page and validates before sending', async () => {
  const { page, errors } = await openPage(browser, 375, 800);
  await page.goto(`${BASE}/services/website-design/`, { waitUntil: 'networkidle' });
  const form = page.locator('[data-section="ContactForm"] form');
  await form.getByLabel('Work email').fill('not-an-email');
  await form.getByRole('button', { name: 'Send message' }).click();
  await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'name');
  await expect(form.getByLabel('Work email').getAttribute('aria-invalid')).resolves.toBe('true');
  await expect(form.getByText('Please enter a valid email address, like name@company.com.').count()).resolves.toBe(1);
  expect(errors).toEqual([]);
  await page.context().close();
});

test('closing the floating showreel keeps it closed across navigations in the visit', async () => {
  const { page, errors } = await openPage(browser, 1440, 900);
  await page.goto(`${BASE}/services/landing-page/`, { waitUntil: 'networkidle' });
  const widget = page.locator('[data-floating-video]');
  await widget.waitFor();
  expect(await widget.locator('video').evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
  await page.getByRole('button', { name: 'Unmute showreel' }).click();
  expect(await widget.locator('video').evaluate((v: HTMLVideoElement) => v.muted)).toBe(false);
  await page.getByRole('button', { name: 'Close showreel' }).focus();
  await page.keyboard.press('Enter');
  await expect(widget.count()).resolves.toBe(0);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' }).click();
  await page.waitForURL(`${BASE}/services/`);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-floating-video]').count()).resolves.toBe(0);
  await page.goto(`${BASE}/services/pilot/`, { waitUntil: 'networkidle' });
  await expect(page.locator('[data-floating-video]').count()).resolves.toBe(0);
  expect(errors).toEqual([]);
  await page.context().close();
});

test('on a phone the showreel is small and fixed, out of the reading flow', async () => {
  const { page } = await openPage(browser, 375, 800);
  await page.goto(`${BASE}/services/pilot/`, { waitUntil: 'networkidle' });
  const box = await page.locator('[data-floating-video]').evaluate((el) => ({ position: getComputedStyle(el).position, ...el.getBoundingClientRect().toJSON() }));
  expect(box.position).toBe('fixed');
  expect(box.width * box.height).toBeLessThan(375 * 800 * 0.06);
  await page.context().close();
});

test('service pages show Home > Services > service with aria-current and BreadcrumbList JSON-LD', async () => {
  const { page } = await openPage(browser, 1440, 900);
  await page.goto(`${BASE}/services/pilot/`, { waitUntil: 'networkidle' });
  const nav = page.getByRole('navigation', { name: 'Breadcrumb' });
  expect(await nav.locator('li').allInnerTexts()).toEqual(['Home', 'Services', 'Pilot']);
  expect(await nav.getByRole('link', { name: 'Services' }).getAttribute('href')).toBe('/services/');
  expect(await nav.locator('[aria-current="page"]').innerText()).toBe('Pilot');
  const ld = await page.locator('head script[type="application/ld+json"]').allTextContents();
  const list = ld.map((t) => JSON.parse(t) as { '@type': string; itemListElement: { name: string; item: string }[] }).find((j) => j['@type'] === 'BreadcrumbList');
  expect(list?.itemListElement.map((i) => i.name)).toEqual(['Home', 'Services', 'Pilot']);
  expect(list?.itemListElement[2].item).toBe('https://oakline.studio/services/pilot/');
  await page.context().close();
});

test('the first load of a page with forms ships neither zod nor focus-trap (they load on first use)', async () => {
  const { page } = await openPage(browser, 1440, 900);
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text());
  });
  await page.goto(`${BASE}/services/website-design/`, { waitUntil: 'networkidle' });
  const code = (await Promise.all(bodies)).join('\n');
  expect(code.length).toBeGreaterThan(1000);
  expect(code).not.toContain('at least one container with at least one tabbable node');
  expect(code).not.toContain('Please enter a valid email address');
  await page.context().close();
});

test('case pages show Home > Cases > the title cut to four words, whole for assistive technology', async () => {
  const { page } = await openPage(browser, 1440, 900);
  await page.goto(`${BASE}/cases/keyo-identity-system-ux-ui-design/`, { waitUntil: 'networkidle' });
  const nav = page.getByRole('navigation', { name: 'Breadcrumb' });
  const current = nav.locator('[aria-current="page"]');
  expect(await current.locator('[aria-hidden="true"]').innerText()).toBe('Keyo: palm identity that…');
  expect(await current.locator('.visually-hidden').textContent()).toBe('Keyo: palm identity that people trust on the first try');
  expect(await nav.getByRole('link', { name: 'Cases' }).getAttribute('href')).toBe('/cases/');
  await page.context().close();
});

test('no axe violations with the form modal open or the mobile menu open', async () => {
  const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
  const summary = (violations: { id: string; nodes: { target: unknown[] }[] }[]) => violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  const desktop = await openPage(browser, 1440, 900);
  await desktop.page.goto(`${BASE}/services/pilot/`, { waitUntil: 'networkidle' });
  await desktop.page.locator('[data-section="Talk"] button').click();
  await desktop.page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'name');
  await desktop.page.getByRole('dialog').getByRole('button', { name: 'Request a pilot' }).click();
  await desktop.page.getByRole('dialog').getByText('Please tell us your name.').waitFor();
  expect(summary((await new AxeBuilder({ page: desktop.page }).include('[role="dialog"]').withTags(tags).analyze()).violations)).toEqual([]);
  await desktop.page.context().close();
  const phone = await openPage(browser, 375, 800);
  await phone.page.goto(`${BASE}/services/pilot/`, { waitUntil: 'networkidle' });
  await phone.page.getByRole('button', { name: 'Menu' }).click();
  await phone.page.locator('#site-menu').waitFor();
  expect(summary((await new AxeBuilder({ page: phone.page }).withTags(tags).analyze()).violations)).toEqual([]);
  await phone.page.context().close();
});
