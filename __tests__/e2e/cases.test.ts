/** /cases in Chromium: filters per group, combined, shared URL, back button, clear, no-JS listing; case pages per path form and the redirect. */
import type { Browser, Page } from 'playwright-core';
import { builtHtml, launch, openPage } from './browser';
import { BASE } from './server';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const TOTAL = 20;

async function open(path: string): Promise<{ page: Page; errors: string[] }> {
  const watched = await openPage(browser);
  await watched.page.goto(`${BASE}${path}`, { waitUntil: 'networkidle' });
  return watched;
}

const cardCount = (page: Page) => page.locator('main article').count();
const cardLinks = (page: Page) => page.locator('main article h3 a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
/** Waits until the list shows exactly `n` cards (the filter applies after a state update). */
const waitForCards = (page: Page, n: number) => page.waitForFunction((expected) => document.querySelectorAll('main article').length === expected, n);
const countText = (page: Page) => page.getByTestId('case-count').innerText();

/** Opens the group's disclosure when closed, then clicks the label. */
async function check(page: Page, groupName: string, label: RegExp) {
  const details = page.locator('details', { has: page.locator('summary', { hasText: groupName }) });
  if ((await details.getAttribute('open')) === null) await details.locator('summary').click();
  await details.getByRole('group', { name: groupName }).getByText(label).click();
}

test('the server HTML lists every case without JavaScript', () => {
  const html = builtHtml('/cases/');
  expect(html.match(/<article/g)?.length).toBe(TOTAL);
  expect(html).toContain('method="get"');
});

test.each([
  ['Services', /^UX research/, 'service=ux-research'],
  ['Industries', /^🏥 Healthcare/, 'industry=healthcare'],
  ['Company type', /^Startup/, 'company=startup'],
  ['Project type', /^Mobile app/, 'project=mobile-app'],
])('filters by %s and writes the URL query', async (group, label, query) => {
  const { page, errors } = await open('/cases/');
  expect(await cardCount(page)).toBe(TOTAL);
  await check(page, group, label);
  await expect(page.waitForURL(`**/cases/?${query}`)).resolves.toBeUndefined();
  const shown = await cardCount(page);
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThan(TOTAL);
  expect(await countText(page)).toBe(`${shown} of ${TOTAL} cases match`);
  expect(errors).toEqual([]);
  await page.context().close();
});

test('combines groups with AND and values within a group with OR', async () => {
  const { page } = await open('/cases/');
  await check(page, 'Industries', /^🏥 Healthcare/);
  const healthcare = await cardCount(page);
  await check(page, 'Industries', /^💳 Fintech/);
  const either = await cardCount(page);
  expect(either).toBeGreaterThan(healthcare);
  await check(page, 'Company type', /^Startup/);
  const startups = await cardCount(page);
  expect(startups).toBeLessThan(either);
  expect(new URL(page.url()).search).toBe('?industry=healthcare&industry=fintech&company=startup');
  await page.context().close();
});

test('a shared filtered URL opens filtered, with the boxes checked', async () => {
  const { page, errors } = await open('/cases/?industry=healthcare&company=enterprise');
  const links = await cardLinks(page);
  expect(links).toEqual(expect.arrayContaining(['/cases/healthcare/ehr-electronic-health-records/', '/cases/zocdoc-health-care-mobile-app-ux-ui-design/']));
  expect(links).not.toContain('/cases/healthcare/vessel-wellness-mobile-app-design/');
  expect(await page.locator('#filter-industry-healthcare').isChecked()).toBe(true);
  expect(await page.locator('#filter-company-enterprise').isChecked()).toBe(true);
  expect(await page.locator('details[data-filter="industry"]').getAttribute('open')).not.toBeNull();
  expect(await page.locator('details[data-filter="service"]').getAttribute('open')).toBeNull();
  expect(errors).toEqual([]);
  await page.context().close();
});

test('the back button restores the previous selection', async () => {
  const { page } = await open('/cases/');
  await check(page, 'Industries', /^☁️ SaaS/);
  await page.waitForURL('**/cases/?industry=saas');
  const saas = await cardCount(page);
  await check(page, 'Company type', /^Enterprise/);
  await page.waitForURL('**/cases/?industry=saas&company=enterprise');
  await page.goBack();
  await page.waitForURL('**/cases/?industry=saas');
  await waitForCards(page, saas);
  expect(await page.locator('#filter-company-enterprise').isChecked()).toBe(false);
  await page.goBack();
  await page.waitForURL(`${BASE}/cases/`);
  await waitForCards(page, TOTAL);
  await page.context().close();
});

test('an empty result says so and clearing brings every case back', async () => {
  const { page } = await open('/cases/?industry=healthcare&project=branding');
  await expect(page.getByText('No case studies match all of these filters.').isVisible()).resolves.toBe(true);
  await page.getByRole('button', { name: 'Clear filters and show all cases' }).click();
  await waitForCards(page, TOTAL);
  expect(new URL(page.url()).search).toBe('');
  await check(page, 'Services', /^Branding/);
  await page.getByRole('link', { name: 'Clear filters' }).click();
  await waitForCards(page, TOTAL);
  expect(await page.locator('input[type=checkbox]:checked').count()).toBe(0);
  await page.context().close();
});

test('keyboard: a filter toggles with the space bar', async () => {
  const { page } = await open('/cases/');
  await page.locator('details[data-filter="project"] summary').focus();
  await page.keyboard.press('Enter');
  await page.locator('#filter-project-website').focus();
  await page.keyboard.press('Space');
  await page.waitForURL('**/cases/?project=website');
  expect(await cardCount(page)).toBe(1);
  await page.context().close();
});

test.each([
  ['/cases/healthcare/ehr-electronic-health-records/', 'EHR platform that clinicians finish charting in'],
  ['/cases/keyo-identity-system-ux-ui-design/', 'Keyo: palm identity that people trust on the first try'],
])('case page %s shows its header, attributes and engagement', async (path, title) => {
  const { page, errors } = await open(path);
  expect(await page.locator('h1').innerText()).toBe(title);
  expect(await page.locator('dl').innerText()).toMatch(/Company type[\s\S]*Project type/i);
  expect(await page.getByText(/\d[\d,]* views/).count()).toBeGreaterThan(0);
  expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).innerText()).toMatch(/Home[\s\S]*Cases/);
  expect(errors).toEqual([]);
  await page.context().close();
});

test('a category listing shows only its cases', async () => {
  const { page } = await open('/cases/fintech/');
  const links = await page.locator('main article h2 a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(links.length).toBe(3);
  expect(links.every((href) => href?.startsWith('/cases/fintech/'))).toBe(true);
  await page.context().close();
});

test('the short address of a categorized case forwards to its category path', async () => {
  const html = builtHtml('/cases/ehr-electronic-health-records/');
  expect(html).toMatch(/http-equiv="refresh" content="0; url=\/cases\/healthcare\/ehr-electronic-health-records\/"/);
  expect(html).toMatch(/<meta name="robots" content="noindex/);
  expect(html).toMatch(/rel="canonical" href="[^"]*\/cases\/healthcare\/ehr-electronic-health-records\/"/);
  expect(html).toMatch(/href="\/cases\/healthcare\/ehr-electronic-health-records\/"/);
  const { page } = await openPage(browser);
  await page.goto(`${BASE}/cases/ehr-electronic-health-records/`);
  await page.waitForURL(`${BASE}/cases/healthcare/ehr-electronic-health-records/`);
  expect(await page.locator('h1').innerText()).toBe('EHR platform that clinicians finish charting in');
  await page.context().close();
});

test('the EHR case links to its article, and the article back to the case', async () => {
  const { page } = await open('/cases/healthcare/ehr-electronic-health-records/');
  await page.getByRole('link', { name: 'How to develop an EHR system clinicians actually want to use' }).click();
  await page.waitForURL('**/blog/case-study/how-to-develop-an-ehr-system/');
  expect(await page.locator('main h2').count()).toBeGreaterThan(3);
  await page.getByRole('link', { name: 'EHR platform that clinicians finish charting in' }).click();
  await page.waitForURL('**/cases/healthcare/ehr-electronic-health-records/');
  await page.context().close();
});

test('a review page shows the reviewer, rating and text', async () => {
  const { page } = await open('/blog/review/healthiv-website-review/');
  const main = await page.locator('main').innerText();
  expect(main).toContain('Priya Nair');
  expect(main).toContain('Rated 5 out of 5');
  expect(main).toContain('Director of Operations, Healthiv');
  await page.context().close();
});
