/** /cases in Chromium: filters per group, combined, shared URL, back button, clear, no-JS filtering by the server; case pages per path form and the redirect. */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { builtHtml } from './site';

const TOTAL = 20;

const cards = (page: Page) => page.locator('main article');
const cardLinks = (page: Page) => page.locator('main article h3 a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
const countLine = (page: Page) => page.getByTestId('case-count');
const clearLink = (page: Page) => page.getByRole('link', { name: 'Clear filters', exact: true });

/** The chip (the label drawn as a pill) of a value in its group. */
async function chip(page: Page, groupName: string, label: RegExp) {
  // A value folded under "Show N more" is hidden until opened: found all the same.
  const id = await page
    .getByRole('group', { name: groupName })
    .getByRole('checkbox', { name: label, includeHidden: true })
    .getAttribute('id');
  return page.locator(`label[for="${id}"]`);
}

/** Chooses a value as a visitor does: a value folded under its group's "Show N more" is opened first. */
async function check(page: Page, groupName: string, label: RegExp) {
  const pill = await chip(page, groupName, label);
  if (!(await pill.isVisible()))
    await page
      .getByRole('group', { name: groupName })
      .getByText(/^Show \d+ more$/)
      .click();
  await pill.click();
}

/** The figure a chip shows. */
async function chipCount(page: Page, groupName: string, label: RegExp): Promise<number> {
  return Number(await (await chip(page, groupName, label)).locator('[aria-hidden="true"]').last().innerText());
}

/** The number of cards once the list has settled on the count line's figure (the filter applies after a state update). */
async function settledCount(page: Page): Promise<number> {
  await expect(countLine(page)).toHaveText(/^(\d+ of \d+ cases match|All \d+ cases)$/);
  const shown = Number(/^(?:All )?(\d+)/.exec(await countLine(page).innerText())?.[1]);
  await expect(cards(page)).toHaveCount(shown);
  return shown;
}

test('the server HTML lists every case without JavaScript', () => {
  const html = builtHtml('/cases/');
  expect(html.match(/<article/g)?.length).toBe(TOTAL);
  expect(html).toContain('method="get"');
});

for (const [group, label, query] of [
  ['Services', /^UX research/, 'service=ux-research'],
  ['Industries', /^🏥 Healthcare/, 'industry=healthcare'],
  ['Company type', /^Startup/, 'company=startup'],
  ['Project type', /^Mobile app/, 'project=mobile-app'],
] as const) {
  test(`filters by ${group} and writes the URL query`, async ({ page, errors }) => {
    await page.goto('/cases/', { waitUntil: 'networkidle' });
    await expect(cards(page)).toHaveCount(TOTAL);
    await check(page, group, label);
    await expect(page).toHaveURL(`/cases/?${query}`);
    await expect(countLine(page)).toHaveText(new RegExp(`^\\d+ of ${TOTAL} cases match$`));
    const shown = await settledCount(page);
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(TOTAL);
    await expect(countLine(page)).toHaveText(`${shown} of ${TOTAL} cases match`, { useInnerText: true });
    expect(errors).toEqual([]);
  });
}

test('combines groups with AND and values within a group with OR', async ({ page }) => {
  await page.goto('/cases/', { waitUntil: 'networkidle' });
  await check(page, 'Industries', /^🏥 Healthcare/);
  await expect(page).toHaveURL('/cases/?industry=healthcare');
  const healthcare = await settledCount(page);
  await check(page, 'Industries', /^💳 Fintech/);
  await expect(page).toHaveURL('/cases/?industry=healthcare&industry=fintech');
  const either = await settledCount(page);
  expect(either).toBeGreaterThan(healthcare);
  await check(page, 'Company type', /^Startup/);
  await expect(page).toHaveURL('/cases/?industry=healthcare&industry=fintech&company=startup');
  const startups = await settledCount(page);
  expect(startups).toBeLessThan(either);
  expect(new URL(page.url()).search).toBe('?industry=healthcare&industry=fintech&company=startup');
});

test('a shared filtered URL opens filtered, with the boxes checked', async ({ page, errors }) => {
  await page.goto('/cases/?industry=healthcare&company=enterprise', { waitUntil: 'networkidle' });
  await expect(page.locator('#filter-industry-healthcare')).toBeChecked();
  await expect(page.locator('#filter-company-enterprise')).toBeChecked();
  await expect(page.locator('main a[href="/cases/healthcare/vessel-wellness-mobile-app-design/"]')).toHaveCount(0);
  const links = await cardLinks(page);
  expect(links).toEqual(
    expect.arrayContaining(['/cases/healthcare/ehr-electronic-health-records/', '/cases/zocdoc-health-care-mobile-app-ux-ui-design/']),
  );
  expect(links).not.toContain('/cases/healthcare/vessel-wellness-mobile-app-design/');
  expect(errors).toEqual([]);
});

test('the back button restores the previous selection', async ({ page }) => {
  await page.goto('/cases/', { waitUntil: 'networkidle' });
  await check(page, 'Industries', /^☁️ SaaS/);
  await expect(page).toHaveURL('/cases/?industry=saas');
  const saas = await settledCount(page);
  await check(page, 'Company type', /^Enterprise/);
  await expect(page).toHaveURL('/cases/?industry=saas&company=enterprise');
  await page.goBack();
  await expect(page).toHaveURL('/cases/?industry=saas');
  await expect(cards(page)).toHaveCount(saas);
  await expect(page.locator('#filter-company-enterprise')).not.toBeChecked();
  await page.goBack();
  await expect(page).toHaveURL('/cases/');
  await expect(cards(page)).toHaveCount(TOTAL);
});

test('an empty result says so and clearing brings every case back', async ({ page }) => {
  await page.goto('/cases/?industry=healthcare&project=branding', { waitUntil: 'networkidle' });
  await expect(page.getByText('No case studies match all of these filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters and show all cases' }).click();
  await expect(cards(page)).toHaveCount(TOTAL);
  await expect(page).toHaveURL('/cases/');
  expect(new URL(page.url()).search).toBe('');
  await expect(page.getByRole('heading', { level: 2 }).filter({ has: countLine(page) })).toBeFocused();
  await expect(clearLink(page)).toBeHidden();
  await check(page, 'Services', /^Branding/);
  await expect(page).toHaveURL('/cases/?service=branding');
  await clearLink(page).focus();
  await page.keyboard.press('Enter');
  await expect(cards(page)).toHaveCount(TOTAL);
  await expect(page.locator('input[type=checkbox]:checked')).toHaveCount(0);
  await expect(clearLink(page)).toBeHidden();
  await expect(page.locator('main input[type=checkbox]').first()).toBeFocused();
});

test('keyboard: a chip toggles with the space bar', async ({ page }) => {
  await page.goto('/cases/', { waitUntil: 'networkidle' });
  await page.locator('#filter-project-website').focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL('/cases/?project=website');
  await expect(cards(page)).toHaveCount(1);
});

for (const [casePath, title] of [
  ['/cases/healthcare/ehr-electronic-health-records/', 'An EHR that cuts clinicians’ after-hours charting'],
  ['/cases/keyo-identity-system-ux-ui-design/', 'Keyo: palm identity that people trust on the first try'],
]) {
  test(`case page ${casePath} shows its header, attributes and engagement`, async ({ page, errors }) => {
    await page.goto(casePath, { waitUntil: 'networkidle' });
    await expect(page.locator('h1')).toHaveText(title, { useInnerText: true });
    await expect(page.locator('article header dl')).toHaveText(/Company type[\s\S]*Project type/i, { useInnerText: true });
    await expect(page.getByText(/\d[\d,]* views/).first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(/Home[\s\S]*Case studies/, { useInnerText: true });
    expect(errors).toEqual([]);
  });
}

test('a category listing shows only its cases', async ({ page }) => {
  await page.goto('/cases/fintech/', { waitUntil: 'networkidle' });
  const anchors = page.locator('main article h2 a');
  await expect(anchors).toHaveCount(3);
  const links = await anchors.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(links.every((href) => href?.startsWith('/cases/fintech/'))).toBe(true);
});

test('the short address of a categorized case forwards to its category path', async ({ page }) => {
  const html = builtHtml('/cases/ehr-electronic-health-records/');
  expect(html).toMatch(/http-equiv="refresh" content="0; url=\/cases\/healthcare\/ehr-electronic-health-records\/"/);
  expect(html).toMatch(/<meta name="robots" content="noindex/);
  expect(html).toMatch(/rel="canonical" href="[^"]*\/cases\/healthcare\/ehr-electronic-health-records\/"/);
  expect(html).toMatch(/href="\/cases\/healthcare\/ehr-electronic-health-records\/"/);
  await page.goto('/cases/ehr-electronic-health-records/');
  await expect(page).toHaveURL('/cases/healthcare/ehr-electronic-health-records/');
  await expect(page.locator('h1')).toHaveText('An EHR that cuts clinicians’ after-hours charting', { useInnerText: true });
});

test('the EHR case links to its article, and the article back to the case', async ({ page }) => {
  await page.goto('/cases/healthcare/ehr-electronic-health-records/', { waitUntil: 'networkidle' });
  await page.getByRole('link', { name: 'How to develop an EHR system clinicians actually want to use' }).click();
  await expect(page).toHaveURL('/blog/case-study/how-to-develop-an-ehr-system/');
  await expect.poll(() => page.locator('main h2').count()).toBeGreaterThan(3);
  await page.getByRole('link', { name: 'An EHR that cuts clinicians’ after-hours charting' }).click();
  await expect(page).toHaveURL('/cases/healthcare/ehr-electronic-health-records/');
});

test('a review page shows the reviewer, rating and text', async ({ page }) => {
  await page.goto('/blog/review/healthiv-website-review/', { waitUntil: 'networkidle' });
  const main = page.locator('main');
  await expect(main).toContainText('Priya Nair', { useInnerText: true });
  await expect(main).toContainText('Rated 5 out of 5', { useInnerText: true });
  await expect(main).toContainText('Director of Operations, Healthiv', { useInnerText: true });
});

test('every value is a chip showing how many cases it would list, and applies at once', async ({ page, errors }) => {
  await page.goto('/cases/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('button', { name: 'Show cases' })).toBeHidden();
  await expect(clearLink(page)).toBeHidden();
  const healthcare = await chipCount(page, 'Industries', /^🏥 Healthcare/);
  expect(healthcare).toBeGreaterThan(0);
  await check(page, 'Industries', /^🏥 Healthcare/);
  await expect(page).toHaveURL('/cases/?industry=healthcare');
  expect(await settledCount(page)).toBe(healthcare);
  // Company chips now count healthcare cases only: clicking one lists exactly that many.
  const startups = await chipCount(page, 'Company type', /^Startup/);
  await check(page, 'Company type', /^Startup/);
  expect(await settledCount(page)).toBe(startups);
  // A second industry widens the list by what its chip promised among startups.
  const fintech = await chipCount(page, 'Industries', /^💳 Fintech/);
  await check(page, 'Industries', /^💳 Fintech/);
  expect(await settledCount(page)).toBeGreaterThanOrEqual(Math.max(startups, fintech));
  expect(errors).toEqual([]);
});

test('at a filtered address the first paint already shows the filtered list, not "All 20 cases"', async ({ page, browser }) => {
  // The count of healthcare cases, from the live page.
  await page.goto('/cases/?industry=healthcare', { waitUntil: 'networkidle' });
  const healthcare = await settledCount(page);
  expect(healthcare).toBeLessThan(TOTAL);
  // The same address with no script file loading: what a visitor sees before the bundles arrive and React hydrates.
  const context = await browser.newContext();
  const early = await context.newPage();
  await early.route(/\.js(\?|$)/, (route) => route.abort());
  await early.goto('/cases/?industry=healthcare', { waitUntil: 'load' });
  await expect(early.locator('main article:visible')).toHaveCount(healthcare);
  await expect(early.getByRole('heading', { level: 2, name: 'Cases matching your filters' })).toBeVisible();
  await expect(early.getByText(`All ${TOTAL} cases`)).toBeHidden();
  await expect(early.locator('#filter-industry-healthcare')).toBeChecked();
  await expect(clearLink(early)).toBeVisible();
  await context.close();
});

/** Slugs of the cases whose industries include `industry`, read from content (not from the filter code under test). */
function slugsWithIndustry(industry: RegExp): string[] {
  const dir = path.resolve(__dirname, '../../content/cases');
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.en.json'))
    .filter((file) =>
      (JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as CaseFile).attributes.industries.some((l) => industry.test(l)),
    )
    .map((file) => path.basename(file, '.en.json'))
    .sort();
}
interface CaseFile {
  attributes: { industries: string[] };
}

test('without JavaScript a chip chosen and submitted lists only its cases, with its chip checked (the server answers the address)', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/cases/');
  await expect(clearLink(page)).toBeHidden();
  await page.locator('label[for="filter-industry-fintech"]').click();
  await page.getByRole('button', { name: 'Show cases' }).click();
  await expect(page).toHaveURL('/cases/?industry=fintech');
  const fintech = slugsWithIndustry(/fintech/i);
  expect(fintech.length).toBeGreaterThan(1);
  const shown = page.locator('main article:visible');
  await expect(shown).toHaveCount(fintech.length);
  const slugs = (await shown.locator('h3 a').evaluateAll((links) => links.map((a) => a.getAttribute('href')?.split('/').at(-2)))).sort();
  expect(slugs).toEqual(fintech);
  await expect(page.locator('#filter-industry-fintech')).toBeChecked();
  await expect(page.locator('main input[type=checkbox]:checked')).toHaveCount(1);
  await expect(countLine(page)).toHaveText(`${fintech.length} of ${TOTAL} cases match`, { useInnerText: true });
  await expect(clearLink(page)).toBeVisible();
  // A second group narrows the list, and the chips of the first group now count within it.
  await page.locator('label[for="filter-company-startup"]').click();
  await page.getByRole('button', { name: 'Show cases' }).click();
  await expect(page).toHaveURL('/cases/?industry=fintech&company=startup');
  /** The address changes when the answer starts to arrive; the cards are counted once the page has loaded. */
  await page.waitForLoadState('load');
  const narrowed = await shown.count();
  expect(narrowed).toBeLessThan(fintech.length);
  expect(await chipCount(page, 'Industries', /^💳 Fintech/)).toBe(narrowed);
  await expect(page.locator('#filter-industry-fintech')).toBeChecked();
  await expect(page.locator('#filter-company-startup')).toBeChecked();
  // Clearing is a plain link back to every case.
  await clearLink(page).click();
  await expect(page).toHaveURL('/cases/');
  await expect(shown).toHaveCount(TOTAL);
  await context.close();
});

test('without JavaScript a chosen value of a folded group shows in its opened disclosure', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/cases/');
  const folded = page.locator('[data-filter="service"] details input').first();
  const value = await folded.getAttribute('value');
  await page.goto(`/cases/?service=${value}`);
  await expect(page.locator(`#filter-service-${value}`)).toBeChecked();
  await expect(page.locator(`label[for="filter-service-${value}"]`)).toBeVisible();
  await context.close();
});

test('a filtered address keeps the CSP and caching rule of /cases/, with an ETag of its own that revalidates', async ({ request }) => {
  const plain = await request.get('/cases/');
  const filtered = await request.get('/cases/?industry=fintech');
  expect(filtered.status()).toBe(200);
  expect(filtered.headers()['content-security-policy']).toBe(plain.headers()['content-security-policy']);
  expect(filtered.headers()['cache-control']).toBe(plain.headers()['cache-control']);
  const etag = filtered.headers()['etag'];
  expect(etag).toBeTruthy();
  expect(etag).not.toBe(plain.headers()['etag']);
  expect((await request.get('/cases/?industry=healthcare')).headers()['etag']).not.toBe(etag);
  const again = await request.get('/cases/?industry=fintech', { headers: { 'if-none-match': etag } });
  expect(again.status()).toBe(304);
});

for (const width of [375, 1440]) {
  test(`at ${width}px the breadcrumb starts where the heading starts on /cases/ and /services/`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/cases/', '/services/']) {
      await page.goto(path, { waitUntil: 'networkidle' });
      const crumb = await page.getByRole('navigation', { name: 'Breadcrumb' }).locator('li').first().boundingBox();
      const heading = await page.locator('main h1').boundingBox();
      expect(crumb && heading && Math.abs(crumb.x - heading.x), path).toBeLessThanOrEqual(1);
    }
  });
}

test('/cases/ with filters applied has no axe violations', async ({ page }) => {
  await page.goto('/cases/?industry=healthcare&company=startup', { waitUntil: 'networkidle' });
  await settledCount(page);
  expect(await axeViolations(page)).toEqual([]);
});

for (const [width, dpr] of [
  [1440, 1],
  [1440, 2],
  [375, 2],
] as const) {
  test(`at ${width}px and ${dpr}x a case card downloads an image at least as wide as it is shown, and not much wider`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: dpr });
    const page = await context.newPage();
    await page.goto('/cases/', { waitUntil: 'networkidle' });
    const img = page.locator('main article img').first();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.currentSrc !== '')).toBe(true);
    const { shown, file } = await img.evaluate(async (el: HTMLImageElement) => {
      const probe = new Image();
      probe.src = el.currentSrc;
      await probe.decode();
      return { shown: el.getBoundingClientRect().width, file: probe.naturalWidth };
    });
    expect(file).toBeGreaterThanOrEqual(Math.floor(shown * dpr));
    expect(file).toBeLessThanOrEqual(shown * dpr * 1.3);
    await context.close();
  });
}
