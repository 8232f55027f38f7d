/** Sitewide interactions in Chromium on the production build: mobile menu, form modal, form states, floating showreel, breadcrumbs. */
import fs from 'node:fs';
import path from 'node:path';
import type { Page, Response } from '@playwright/test';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';

const activeInside = (page: Page, selector: string) =>
  page.evaluate((sel) => Boolean(document.activeElement && document.querySelector(sel)?.contains(document.activeElement)), selector);
const activeName = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
/** Focus lands on the form's first field once the lazily loaded form has mounted. */
const focusOnNameField = (page: Page) => expect(page.locator('[name="name"]:focus')).toHaveCount(1);

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('mobile menu: toggle, focus trapped while open, Escape closes and returns focus', async ({ page, errors }) => {
    await page.goto('/services/pilot/', { waitUntil: 'networkidle' });
    const toggle = page.getByRole('button', { name: 'Menu' });
    const menu = page.locator('#site-menu');
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    /** focus-trap arrives as its own chunk on first open: retried from the toggle until the trap holds all eight steps. */
    await expect(async () => {
      await toggle.focus();
      for (let i = 0; i < 8; i += 1) {
        await page.keyboard.press('Tab');
        expect(await activeInside(page, 'header')).toBe(true);
      }
    }).toPass();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
    await expect.poll(() => activeName(page)).toBe('Menu');
    expect(errors).toEqual([]);
  });

  test('the inline contact form is usable on the page and validates before sending', async ({ page, errors }) => {
    await page.goto('/services/website-design/', { waitUntil: 'networkidle' });
    const form = page.locator('[data-section="ContactForm"] form');
    await form.getByLabel('Work email').fill('not-an-email');
    await form.getByRole('button', { name: 'Send message' }).click();
    await focusOnNameField(page);
    await expect(form.getByLabel('Work email')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('Please enter a valid email address, like name@company.com.')).toHaveCount(1);
    expect(errors).toEqual([]);
  });

  test('on a phone the showreel starts as a play control in the header and expands on tap to a small fixed player, muted', async ({
    page,
  }) => {
    await page.goto('/services/pilot/', { waitUntil: 'networkidle' });
    const compact = page.getByRole('banner').getByRole('button', { name: 'Play the Oakline Studio showreel' });
    await expect(compact).toBeVisible();
    await expect(page.locator('[data-floating-video]')).toHaveCount(0);
    await compact.click();
    const box = await page
      .locator('[data-floating-video]')
      .evaluate((el) => ({ position: getComputedStyle(el).position, ...el.getBoundingClientRect().toJSON() }));
    expect(box.position).toBe('fixed');
    expect(box.width * box.height).toBeLessThan(375 * 800 * 0.06);
    await expect.poll(() => page.locator('[data-floating-video] video').evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
    await page.getByRole('button', { name: 'Minimise showreel' }).click();
    await expect(compact).toBeVisible();
  });

  test('no axe violations with the mobile menu open', async ({ page }) => {
    await page.goto('/services/pilot/', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.locator('#site-menu')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test('talk block opens the Pilot form in a modal: lazy code, focus in and trapped, scroll locked, Escape returns focus', async ({
  page,
  errors,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
  await page.goto('/services/pilot/', { waitUntil: 'networkidle' });
  const loadedWithPage = scripts.length;
  const opener = page.locator('[data-section="Talk"] button');
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Start a pilot sprint' });
  await expect(dialog).toBeVisible();
  expect(scripts.length).toBeGreaterThan(loadedWithPage);
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await focusOnNameField(page);
  for (let i = 0; i < 14; i += 1) {
    await page.keyboard.press('Tab');
    expect(await activeInside(page, '[role="dialog"]')).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await activeInside(page, '[role="dialog"]')).toBe(true);
  await expect(page.locator('body')).toHaveClass(/(^|\s)modal-open(\s|$)/);
  await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('body')).not.toHaveClass(/(^|\s)modal-open(\s|$)/);
  await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[data-section="Talk"]') !== null)).toBe(true);
  await opener.click();
  await focusOnNameField(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[data-section="Talk"]') !== null)).toBe(true);
  expect(errors).toEqual([]);
});

test('the Pilot form shows messages tied to fields, then sends and lands in the store', async ({ page, errors, leadsDir }) => {
  await page.goto('/services/pilot/', { waitUntil: 'networkidle' });
  await page.locator('[data-section="Talk"] button').click();
  const dialog = page.getByRole('dialog');
  await focusOnNameField(page);
  await dialog.getByRole('button', { name: 'Request a pilot' }).click();
  const name = dialog.getByLabel('Your name');
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  const describedBy = (await name.getAttribute('aria-describedby')) ?? '';
  await expect(page.locator(`#${describedBy}`)).toHaveText('Please tell us your name.', { useInnerText: true });
  await expect(dialog.getByText('Please choose what kind of company you are.')).toHaveCount(1);
  const marker = `browser-${Date.now()}`;
  await name.fill('Sofia Marin');
  await dialog.getByLabel('Work email').fill('sofia@marin.studio');
  await dialog.getByLabel('Company').fill('Marin Labs');
  await dialog.getByLabel('Enterprise').check();
  await dialog.getByLabel('What are you working on?').fill(`A pilot for our analytics dashboard. ${marker}`);
  await dialog.getByRole('button', { name: 'Request a pilot' }).click();
  await expect(dialog.getByText('Thank you, your message is with us.')).toBeVisible();
  const line = fs
    .readFileSync(path.join(leadsDir, 'leads.jsonl'), 'utf8')
    .split('\n')
    .find((l) => l.includes(marker));
  expect(JSON.parse(line ?? '{}')).toMatchObject({
    form: 'pilot',
    audience: 'enterprise',
    company: 'Marin Labs',
    page: '/services/pilot/',
  });
  expect(errors).toEqual([]);
});

test('closing the floating showreel keeps it closed across navigations in the visit', async ({ page, errors }) => {
  await page.goto('/services/landing-page/', { waitUntil: 'networkidle' });
  const widget = page.locator('[data-floating-video]');
  const video = widget.locator('video');
  await expect(widget).toBeVisible();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
  await page.getByRole('button', { name: 'Unmute showreel' }).click();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(false);
  await page.getByRole('button', { name: 'Close showreel' }).focus();
  await page.keyboard.press('Enter');
  await expect(widget).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' }).click();
  await expect(page).toHaveURL('/services/');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-floating-video]')).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Pilot sprint' }).click();
  await expect(page).toHaveURL('/services/pilot/');
  await expect(page.locator('[data-floating-video]')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the showreel is not remounted by a page change: unmuted stays unmuted (Layout through wrapPageElement)', async ({ page, errors }) => {
  await page.goto('/services/landing-page/', { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Unmute showreel' }).click();
  await page.locator('[data-floating-video] video').evaluate((v) => v.setAttribute('data-mark', 'first-page'));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' }).click();
  await expect(page).toHaveURL('/services/');
  await expect(page.getByRole('button', { name: 'Mute showreel' })).toBeVisible();
  await expect(page.locator('[data-floating-video] video')).toHaveAttribute('data-mark', 'first-page');
  await expect.poll(() => page.locator('[data-floating-video] video').evaluate((v: HTMLVideoElement) => v.muted)).toBe(false);
  expect(errors).toEqual([]);
});

test('service pages show Home > Services > service with aria-current and BreadcrumbList JSON-LD', async ({ page }) => {
  await page.goto('/services/pilot/', { waitUntil: 'networkidle' });
  const nav = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(nav.locator('li')).toHaveText(['Home', 'Services', 'Pilot'], { useInnerText: true });
  await expect(nav.getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/services/');
  await expect(nav.locator('[aria-current="page"]')).toHaveText('Pilot', { useInnerText: true });
  const ld = await page.locator('head script[type="application/ld+json"]').allTextContents();
  const list = ld
    .flatMap((t) => [JSON.parse(t)].flat() as { '@type': string; itemListElement: { name: string; item: string }[] }[])
    .find((j) => j['@type'] === 'BreadcrumbList');
  expect(list?.itemListElement.map((i) => i.name)).toEqual(['Home', 'Services', 'Pilot']);
  expect(list?.itemListElement[2].item).toBe('https://oakline.studio/services/pilot/');
});

test('the first load of a page with forms ships neither zod nor focus-trap (they load on first use)', async ({ page }) => {
  const scripts: Response[] = [];
  const record = (response: Response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  };
  page.on('response', record);
  await page.goto('/services/website-design/', { waitUntil: 'networkidle' });
  page.off('response', record);
  const code = (await Promise.all(scripts.map((response) => response.text()))).join('\n');
  expect(code.length).toBeGreaterThan(1000);
  expect(code).not.toContain('at least one container with at least one tabbable node');
  expect(code).not.toContain('Please enter a valid email address');
});

test('case pages show Home > Case studies > the title cut to four words, whole for assistive technology', async ({ page }) => {
  await page.goto('/cases/keyo-identity-system-ux-ui-design/', { waitUntil: 'networkidle' });
  const nav = page.getByRole('navigation', { name: 'Breadcrumb' });
  const current = nav.locator('[aria-current="page"]');
  await expect(current.locator('[aria-hidden="true"]')).toHaveText('Keyo: palm identity that…', { useInnerText: true });
  expect(await current.locator('.visually-hidden').textContent()).toBe('Keyo: palm identity that people trust on the first try');
  await expect(nav.getByRole('link', { name: 'Case studies' })).toHaveAttribute('href', '/cases/');
});

test('every page below home follows one breadcrumb rule: Home, its listing, then the page', async ({ page }) => {
  for (const [path, trail] of [
    ['/services/', ['Home', 'Services']],
    ['/services/pilot/', ['Home', 'Services', /./]],
    ['/cases/', ['Home', 'Case studies']],
    ['/blog/', ['Home', 'Blog']],
    ['/blog/review/', ['Home', 'Blog', 'Client reviews']],
    ['/blog/review/healthiv-website-review/', ['Home', 'Blog', /Healthiv/]],
    ['/blog/case-study/how-to-develop-an-ehr-system/', ['Home', 'Blog', /EHR/]],
    ['/about-us/', ['Home', /About/]],
    ['/search/', ['Home', 'Search']],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).locator('li'), path).toHaveText([...trail], { useInnerText: true });
  }
});

test('no axe violations with the form modal open', async ({ page }) => {
  await page.goto('/services/pilot/', { waitUntil: 'networkidle' });
  await page.locator('[data-section="Talk"] button').click();
  await focusOnNameField(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Request a pilot' }).click();
  await expect(page.getByRole('dialog').getByText('Please tell us your name.')).toBeVisible();
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
});
