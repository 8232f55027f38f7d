/**
 * Layout a careful visitor notices (issue 32): case titles in line across a row, filter chips that wrap on a phone,
 * breadcrumbs whose wrapped lines never start with "/", room above a review's kicker, the 404's services in columns with
 * a placeholder that fits, and the testimonial tabs in one order on every page.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { builtHtml, builtPaths } from './site';

const box = async (page: Page, selector: string) => {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} is not laid out`);
  return found;
};

test('/cases at 1440 px: every card title in a row starts at the same height, whatever its tags take', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/cases/', { waitUntil: 'networkidle' });
  // Laid out card by card as they near the viewport (content-visibility): lay every card out for the measurement.
  await page.addStyleTag({ content: '#listing-items > li { content-visibility: visible !important; }' });
  const cards = await page.locator('#listing-items > li').evaluateAll((items) =>
    items.map((li) => ({
      row: Math.round(li.getBoundingClientRect().top),
      title: Math.round((li.querySelector('h3') as HTMLElement).getBoundingClientRect().top),
      tagLines: new Set(
        [...li.querySelectorAll('ul li')].filter((t) => t.getClientRects().length).map((t) => t.getBoundingClientRect().top),
      ).size,
    })),
  );
  const rows = new Map<number, typeof cards>();
  for (const card of cards) rows.set(card.row, [...(rows.get(card.row) ?? []), card]);
  expect(rows.size).toBeGreaterThan(5);
  // The flaw showed where a card's tags take two lines: such a card is there.
  expect(cards.some((card) => card.tagLines > 1)).toBe(true);
  for (const [row, inRow] of rows) expect(new Set(inRow.map((card) => card.title)), `row at ${row}px`).toEqual(new Set([inRow[0].title]));
});

test('/cases at 375 px: chips wrap inside the screen, long groups fold the rest under "Show N more", which opens', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/cases/', { waitUntil: 'networkidle' });
  const overflowing = await page
    .locator('#listing-filters label')
    .evaluateAll((labels) =>
      labels.filter((l) => l.getClientRects().length && l.getBoundingClientRect().right > window.innerWidth).map((l) => l.textContent),
    );
  expect(overflowing).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const services = page.getByRole('group', { name: 'Services' });
  // The group starts with a few rows of chips, not a wall.
  expect((await services.boundingBox())?.height).toBeLessThan(400);
  const more = services.getByText(/^Show \d+ more$/);
  const hidden = Number(/\d+/.exec(await more.innerText())?.[0]);
  const folded = services.locator('details label');
  await expect(folded.first()).toBeHidden();
  await more.click();
  await expect(folded).toHaveCount(hidden);
  await expect(folded.last()).toBeVisible();
  await expect(services.getByText('Show fewer')).toBeVisible();
});

for (const path of ['/cases/healthcare/ehr-electronic-health-records/', '/blog/review/formify-saas-redesign-review/']) {
  test(`at 375 px the breadcrumb of ${path} wraps with every "/" at the end of a line's item, none starting a line`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(path, { waitUntil: 'networkidle' });
    // The faces are font-display: optional, so a first load on a busy machine may lay the trail out in the narrower
    // fallback, where it fits one line (CI, 2026-11-27). Loaded again, the cached faces are the ones a returning visitor sees.
    await page.evaluate(() => document.fonts.ready);
    await page.reload({ waitUntil: 'networkidle' });
    const loaded = await page.evaluate(() =>
      [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family.replace(/"/g, '')),
    );
    expect(loaded, 'the site font is loaded').toContain('Inter Variable');
    const items = await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .locator('li')
      .evaluateAll((lis) =>
        lis.map((li) => ({
          top: Math.round(li.getBoundingClientRect().top),
          before: getComputedStyle(li, '::before').content,
          after: getComputedStyle(li, '::after').content,
        })),
      );
    expect(new Set(items.map((item) => item.top)).size, 'the trail wraps at 375 px').toBeGreaterThan(1);
    // Each separator is drawn after the item it follows, inside it, so it wraps with that item and never begins a line.
    expect(items.map((item) => item.before)).toEqual(items.map(() => 'none'));
    expect(items.slice(0, -1).every((item) => item.after.includes('/'))).toBe(true);
    expect(items.at(-1)?.after).toBe('none');
  });
}

test('a review page leaves room between the breadcrumb and the "Verified client review" label', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/blog/review/healthiv-website-review/', { waitUntil: 'networkidle' });
  const trail = await page.getByRole('navigation', { name: 'Breadcrumb' }).boundingBox();
  const kicker = await page.getByText(/^Verified client review$/i).boundingBox();
  expect(kicker && trail && kicker.y - (trail.y + trail.height)).toBeGreaterThanOrEqual(20);
});

test('404 at 1440 px: the services sit in columns by group; at 375 px the filter shows its whole placeholder', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/404/', { waitUntil: 'networkidle' });
  const groups = page.locator('section[aria-labelledby="find-service"] section');
  expect(await groups.count()).toBeGreaterThan(3);
  const columns = new Set(await groups.evaluateAll((sections) => sections.map((s) => Math.round(s.getBoundingClientRect().left))));
  expect(columns.size).toBeGreaterThanOrEqual(3);
  const list = await box(page, 'section[aria-labelledby="find-service"]');
  expect(list.width).toBeGreaterThan(1000);

  await page.setViewportSize({ width: 375, height: 800 });
  const fits = await page.locator('#service-search').evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return { text: context.measureText(input.placeholder).width, room };
  });
  expect(fits.text).toBeLessThanOrEqual(fits.room);
});

test('testimonial tabs read Startups, Small and Medium Business, Enterprise (those a page has) on every page', async () => {
  const order = ['startups', 'smb', 'enterprise'];
  const pages = builtPaths().filter((p) => builtHtml(p).includes('data-section="AudienceTestimonials"'));
  expect(pages.length).toBeGreaterThan(10);
  for (const pagePath of pages) {
    const section = /data-section="AudienceTestimonials"[\s\S]*?<\/section>/.exec(builtHtml(pagePath))?.[0] ?? '';
    const tabs = [...section.matchAll(/id="[^"]*-tab-(startups|smb|enterprise)"/g)].map((m) => m[1]);
    expect(tabs.length, pagePath).toBeGreaterThan(0);
    expect(tabs, pagePath).toEqual(order.filter((a) => tabs.includes(a)));
  }
});
