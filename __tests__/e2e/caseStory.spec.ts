/** Every case page tells the whole story in Chromium, the "Next case" links of the built pages tour all 20, and a pilot page's talk block opens the Pilot form from its title. */
import fs from 'node:fs';
import path from 'node:path';
import { expect, openInTab, test } from './fixtures';
import { ancestors, attributeOf, htmlElements } from '../../src/html/htmlDocument';
import { builtHtml, renderWholePage } from './site';

interface CaseRecord {
  slug: string;
  category?: string;
  results: { value: string; meaning: string }[];
}

const casesDir = path.resolve(__dirname, '../../content/cases');
const cases: CaseRecord[] = fs
  .readdirSync(casesDir)
  .filter((f) => f.endsWith('.en.json'))
  .map((f) => JSON.parse(fs.readFileSync(path.join(casesDir, f), 'utf8')) as CaseRecord);
const pathOf = (c: CaseRecord) => (c.category ? `/cases/${c.category}/${c.slug}/` : `/cases/${c.slug}/`);

test('there are 20 case pages to check', () => {
  expect(cases).toHaveLength(20);
});

for (const item of cases) {
  const pagePath = pathOf(item);
  test(`${pagePath} has context, challenge, approach, gallery, results, quote, services, team, next case and a talk block`, async ({
    desktopTab: page,
  }) => {
    const errors: string[] = [];
    const stopCollecting = await openInTab(page, pagePath, errors);
    await renderWholePage(page);
    const main = page.locator('main');

    const chapters = main.locator('[data-section="CaseChapter"]');
    await expect(chapters).toHaveCount(3);
    expect(await chapters.locator('> p:first-child').allTextContents()).toEqual(['Client and context', 'The challenge', 'Our approach']);
    for (let i = 0; i < 3; i += 1) expect((await chapters.nth(i).locator('h2').innerText()).length).toBeGreaterThan(10);
    await expect(chapters.nth(2).locator('ol h3')).toHaveText(['Research', 'Design', 'Validation']);

    const figures = main.locator('[data-section="CaseGallery"] figure');
    expect(await figures.count()).toBeGreaterThanOrEqual(3);
    const sources = new Set<string>();
    for (const figure of await figures.all()) {
      expect((await figure.locator('figcaption').innerText()).length).toBeGreaterThan(30);
      expect((await figure.locator('img').getAttribute('alt'))?.length ?? 0).toBeGreaterThan(30);
      await figure.scrollIntoViewIfNeeded();
      await expect.poll(() => figure.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      sources.add((await figure.locator('img').evaluate((img: HTMLImageElement) => img.currentSrc)) ?? '');
    }
    expect(sources.size).toBe(await figures.count());

    const results = (await main.locator('[data-section="CaseResults"] li').allInnerTexts()).map((r) => r.replace(/\s+/g, ' ').trim());
    expect(results).toEqual(item.results.map((r) => `${r.value} ${r.meaning}`));

    const quote = main.locator('[data-section="CaseQuote"]');
    expect((await quote.locator('blockquote').innerText()).length).toBeGreaterThan(60);
    expect((await quote.locator('figcaption').innerText()).length).toBeGreaterThan(5);

    const facts = main.locator('[data-section="CaseFacts"]');
    expect(await facts.locator('dt').allTextContents()).toEqual(['Team', 'Duration', 'Services involved']);
    await expect(facts.locator('dd').first()).toHaveText(/^\d+ /);
    const serviceLinks = await facts.locator('dd a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(serviceLinks.length).toBeGreaterThan(0);
    for (const href of serviceLinks) expect(href).toMatch(/^\/services\/[a-z0-9-]+\/$/);

    const next = main.getByRole('navigation', { name: 'Next case' }).getByRole('link');
    const nextHref = await next.getAttribute('href');
    expect(nextHref).toMatch(/^\/cases\//);
    expect(nextHref).not.toBe(pagePath);

    await expect(main.locator('[data-section="Talk"] button')).toHaveCount(1);
    stopCollecting();
    expect(errors).toEqual([]);
  });
}

/** The "Next case" link of a case page's built HTML: it is server-rendered, so following the tour needs no browser. */
function nextCaseHref(pagePath: string): string {
  const elements = htmlElements(builtHtml(pagePath));
  const nav = elements.find((e) => e.tagName === 'nav' && attributeOf(e, 'data-section') === 'NextCase');
  const link = nav && elements.find((e) => e.tagName === 'a' && ancestors(e).includes(nav));
  return (link && attributeOf(link, 'href')) ?? '';
}

test('the "Next case" links tour all 20 cases and come back to the first', () => {
  const start = pathOf(cases[0]);
  const visited: string[] = [];
  let current = start;
  do {
    visited.push(current);
    current = nextCaseHref(current);
  } while (current !== start && visited.length <= cases.length);
  expect(current).toBe(start);
  expect(new Set(visited).size).toBe(20);
});

test('clicking the talk block title "Co-pilot with us" on a pilot page opens the Pilot form', async ({ page, errors }) => {
  await page.goto('/services/pilot/', { waitUntil: 'networkidle' });
  await page.locator('[data-section="Talk"]').getByText('Co-pilot with us', { exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Start a pilot sprint' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('group', { name: 'Your company is a' })).toHaveCount(1);
  expect(errors).toEqual([]);
});
