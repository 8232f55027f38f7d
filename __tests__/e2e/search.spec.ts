/** Site search in Chromium on the production build: keyboard and header control at 375 and 1440 px, announced counts, suggestions, results as links (new tab, Enter, click), no-match contact, the index fetched only on open, the no-JS page, axe; German pages search German pages. */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { contentFiles, isUnpublished } from '../helpers/publishedContent';

interface SiteFile {
  serviceGroups: { id: string; title: string }[];
  copy: {
    search: {
      open: string;
      dialogTitle: string;
      label: string;
      countMore: string;
      page: { searchHint: string; servicesHeading: string };
    };
  };
}
const siteIn = (locale: string) => JSON.parse(fs.readFileSync(`content/site.${locale}.json`, 'utf8')) as SiteFile;
const site = siteIn('en');
const siteDe = siteIn('de');
/** The content in a language a production build publishes from a folder: drafts and items not yet due are left out. */
const jsonIn = (dir: string, locale = 'en') =>
  contentFiles(path.join('content', dir), dir, locale)
    .map((file) => file.data)
    .filter((data) => !isUnpublished(data));
const INDEX = '/search-index.json';

/** The header's search control once the frame has hydrated (a link to /search/ before). */
const searchButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Search', exact: true });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search Oakline Studio' });
const combobox = (page: Page) => dialog(page).getByRole('combobox', { name: 'Search services, case studies and the blog' });

/** Opens `path` and waits until the header control is the hydrated button, counting requests for the index from the start. */
async function openPage(page: Page, at: string): Promise<{ indexRequests: () => number }> {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === INDEX) count += 1;
  });
  await page.goto(at, { waitUntil: 'networkidle' });
  await expect(searchButton(page)).toBeVisible();
  return { indexRequests: () => count };
}

for (const viewport of [
  { width: 375, height: 800 },
  { width: 1440, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('"/" opens search, typing a service finds it with the count announced, arrows and Enter open its page', async ({
      page,
      errors,
    }) => {
      const { indexRequests } = await openPage(page, '/');
      await page.getByRole('banner').hover();
      expect(indexRequests()).toBe(0);
      await page.keyboard.press('/');
      await expect(combobox(page)).toBeFocused();
      await expect(combobox(page)).toHaveValue('');
      await combobox(page).pressSequentially('pitch deck');
      const options = dialog(page).getByRole('option');
      await expect(options.first()).toContainText('Pitch Deck for Investors');
      const shown = await options.count();
      const status = dialog(page).getByRole('status');
      await expect(status).toHaveText(shown === 1 ? '1 page matches “pitch deck”' : `${shown} pages match “pitch deck”`);
      expect(indexRequests()).toBe(1);
      await page.keyboard.press('ArrowDown');
      const first = options.first();
      await expect(first).toHaveAttribute('aria-selected', 'true');
      expect(await first.evaluate((option) => option.tagName)).toBe('A');
      await expect(first).toHaveAttribute('href', '/services/pitchdeck-for-investors/');
      await expect(combobox(page)).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? 'missing id');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/services\/pitchdeck-for-investors\/$/);
      await expect(dialog(page)).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('pitch');
      expect(errors).toEqual([]);
    });

    test('on a German page "/" searches the German pages: a plural finds its page, arrows and Enter open it in German', async ({
      page,
      errors,
    }) => {
      const indexes: string[] = [];
      page.on('request', (request) => {
        const at = new URL(request.url()).pathname;
        if (at.endsWith(INDEX)) indexes.push(at);
      });
      await page.goto('/de/cases/', { waitUntil: 'networkidle' });
      await expect(page.getByRole('banner').getByRole('button', { name: siteDe.copy.search.open, exact: true })).toBeVisible();
      await page.keyboard.press('/');
      const germanDialog = page.getByRole('dialog', { name: siteDe.copy.search.dialogTitle });
      const field = germanDialog.getByRole('combobox', { name: siteDe.copy.search.label });
      await expect(field).toBeFocused();
      await field.pressSequentially('Audits');
      const options = germanDialog.getByRole('option');
      const audit = JSON.parse(fs.readFileSync('content/services/ux-audit.de.json', 'utf8')) as { card: { title: string } };
      await expect(options.first()).toContainText(audit.card.title);
      await expect(options.first()).toHaveAttribute('href', '/de/services/ux-audit/');
      const shown = await options.count();
      const counted = siteDe.copy.search.countMore
        .replace('{query}', 'Audits')
        .replace('{shown}', String(shown))
        .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
        .replace('{count}', '\\d+');
      await expect(germanDialog.getByRole('status')).toHaveText(new RegExp(`^${counted}$`));
      expect(indexes).toEqual(['/de/search-index.json']);
      await page.keyboard.press('ArrowDown');
      await expect(options.first()).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/de\/services\/ux-audit\/$/);
      await expect(germanDialog).toHaveCount(0);
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(errors).toEqual([]);
    });

    test('Ctrl-K and the header control open search; Escape closes it and returns focus', async ({ page, errors }) => {
      await openPage(page, '/cases/');
      await page.keyboard.press('Control+k');
      await expect(combobox(page)).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toHaveCount(0);
      await searchButton(page).click();
      await expect(searchButton(page)).toHaveAttribute('aria-expanded', 'true');
      await expect(combobox(page)).toBeFocused();
      await combobox(page).fill('fintech');
      await expect(dialog(page).getByRole('option').first()).toBeVisible();
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toHaveCount(0);
      await expect(searchButton(page)).toBeFocused();
      await expect(searchButton(page)).toHaveAttribute('aria-expanded', 'false');
      expect(errors).toEqual([]);
    });

    test('no axe violations with search open, suggesting and with results', async ({ page }) => {
      await openPage(page, '/services/');
      await searchButton(page).click();
      await expect(dialog(page).getByRole('option')).toHaveCount(site.serviceGroups.length);
      expect(await axeViolations(page)).toEqual([]);
      await combobox(page).fill('ux audit');
      await expect(dialog(page).getByRole('option').first()).toContainText('UX Audit');
      await page.keyboard.press('ArrowDown');
      expect(await axeViolations(page)).toEqual([]);
      const box = await dialog(page).boundingBox();
      expect(box?.width ?? 0).toBeLessThanOrEqual(viewport.width);
    });
  });
}

test('an empty query suggests the service groups in order, and Enter opens a group on /services/', async ({ page }) => {
  await openPage(page, '/about-us/');
  await searchButton(page).click();
  const options = dialog(page).getByRole('option');
  await expect(options).toHaveCount(site.serviceGroups.length);
  for (const [i, group] of site.serviceGroups.entries()) await expect(options.nth(i)).toContainText(group.title);
  await expect(dialog(page).getByRole('status')).toHaveText(`${site.serviceGroups.length} service groups suggested`);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/services/#${site.serviceGroups[1].id}$`));
});

test('a query without a match says so and offers the contact form, which opens', async ({ page, errors }) => {
  await openPage(page, '/');
  await page.keyboard.press('/');
  await combobox(page).fill('quantum bakery');
  await expect(dialog(page).getByRole('heading', { name: 'Nothing on the site matches “quantum bakery”' })).toBeVisible();
  await expect(dialog(page).getByRole('status')).toHaveText('Nothing on the site matches “quantum bakery”');
  await expect(dialog(page).getByRole('option')).toHaveCount(0);
  await expect(combobox(page)).toHaveAttribute('aria-expanded', 'false');
  await dialog(page).getByRole('button', { name: 'Ask us about it' }).click();
  await expect(dialog(page)).toHaveCount(0);
  const form = page.getByRole('dialog', { name: 'Tell us about your project' });
  await expect(form.getByLabel('Your name')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(form).toHaveCount(0);
  await expect(searchButton(page)).toBeFocused();
  expect(errors).toEqual([]);
});

test('"/" typed in a form field stays in the field', async ({ page }) => {
  await openPage(page, '/services/website-design/');
  const message = page.locator('[data-section="ContactForm"] form').getByLabel('What are you working on?');
  await message.fill('');
  await message.pressSequentially('a/b');
  await expect(message).toHaveValue('a/b');
  await expect(dialog(page)).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the header control is a link to /search/, which lists every service by group, every case and every post', async ({ page }) => {
    await page.goto('/services/branding/');
    const link = page.getByRole('banner').getByRole('link', { name: 'Search', exact: true });
    await expect(link).toHaveAttribute('href', '/search/');
    await link.click();
    await expect(page).toHaveURL(/\/search\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const services = jsonIn('services') as { card: { title: string }; group: string }[];
    const servicesBlock = page.getByRole('region', { name: 'Services' });
    await expect(servicesBlock.getByRole('link')).toHaveCount(services.length);
    for (const group of site.serviceGroups) {
      const block = servicesBlock.getByRole('region', { name: group.title, exact: true });
      const titles = services.filter((s) => s.group === group.id).map((s) => s.card.title);
      await expect(block.getByRole('link')).toHaveText(titles.sort((a, b) => a.localeCompare(b, 'en')));
    }

    const cases = jsonIn('cases') as { hero: { title: string } }[];
    const casesBlock = page.getByRole('region', { name: 'Case studies' });
    await expect(casesBlock.getByRole('link')).toHaveCount(cases.length);
    for (const item of cases) await expect(casesBlock.getByRole('link', { name: item.hero.title, exact: true })).toHaveCount(1);

    const posts = [...jsonIn('blog/review'), ...jsonIn('blog/case-study')] as { title: string }[];
    const blogBlock = page.getByRole('region', { name: 'From the blog' });
    await expect(blogBlock.getByRole('link')).toHaveCount(posts.length);
    for (const post of posts) await expect(blogBlock.getByRole('link', { name: post.title, exact: true })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Search the site' })).toHaveCount(0);
    await expect(page.getByText(site.copy.search.page.searchHint)).toBeHidden();
    // The search button's kept place (the element after the lead) takes no room: the list starts under the lead.
    const lead = page.locator('h1 + p');
    expect(await lead.evaluate((p) => (p.nextElementSibling ? getComputedStyle(p.nextElementSibling).display : 'missing'))).toBe('none');
  });

  test('/de/search/ lists the German services at their German addresses', async ({ page }) => {
    await page.goto('/de/search/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const services = jsonIn('services', 'de') as { card: { title: string } }[];
    const servicesBlock = page.getByRole('region', { name: siteDe.copy.search.page.servicesHeading, exact: true });
    await expect(servicesBlock.getByRole('link')).toHaveCount(services.length);
    await expect(servicesBlock.getByRole('link', { name: services[0].card.title, exact: true })).toHaveAttribute(
      'href',
      /^\/de\/services\//,
    );
  });
});

test('with JavaScript the /search/ page opens the search from its own button', async ({ page }) => {
  await openPage(page, '/search/');
  await expect(page.getByText(site.copy.search.page.searchHint)).toBeVisible();
  await page.getByRole('button', { name: 'Search the site' }).click();
  await expect(combobox(page)).toBeFocused();
});

test('a result is a link: Ctrl/Cmd-click and middle-click open it in a new tab and keep the search, a click opens it here', async ({
  page,
  context,
  errors,
}) => {
  await openPage(page, '/search/');
  await page.getByRole('button', { name: 'Search the site' }).click();
  await combobox(page).fill('pitch deck');
  const result = dialog(page).getByRole('option').first();
  await expect(result).toContainText('Pitch Deck for Investors');
  const href = '/services/pitchdeck-for-investors/';
  await expect(result).toHaveAttribute('href', href);

  for (const click of [{ modifiers: ['ControlOrMeta' as const] }, { button: 'middle' as const }]) {
    const [tab] = await Promise.all([context.waitForEvent('page'), result.click(click)]);
    /** A new tab starts at about:blank and then navigates: wait for the address, not the first load event. */
    await tab.waitForURL((url) => url.pathname === href);
    await tab.close();
    await expect(page).toHaveURL(/\/search\/$/);
    await expect(combobox(page)).toBeFocused();
  }

  await result.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('pitch');
  expect(errors).toEqual([]);
});
