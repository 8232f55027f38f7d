/** The language switcher in Chromium, on sample pages: a plain link without JavaScript, the filter query and the audience hash kept with it, reached by keyboard; and no page of one language links to the other's pages but through it. */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { builtHtml, builtPaths } from './site';

const toGerman = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Deutsch\b/ });
const toEnglish = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^English\b/ });
const shownCards = (page: Page) => page.locator('main article:visible');

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the header switcher leads from a service page to its German twin and back', async ({ page }) => {
    await page.goto('/services/branding/');
    await toGerman(page).click();
    await expect(page).toHaveURL('/de/services/branding/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
    await toEnglish(page).click();
    await expect(page).toHaveURL('/services/branding/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('the server filters /de/cases/ by the same values as /cases/, and the switcher keeps the filter', async ({ page }) => {
    await page.goto('/cases/?industry=healthcare');
    const english = await shownCards(page).count();
    expect(english).toBeGreaterThan(0);
    expect(english).toBeLessThan(await page.locator('main article').count());
    await toGerman(page).click();
    await expect(page).toHaveURL('/de/cases/?industry=healthcare');
    await expect(shownCards(page)).toHaveCount(english);
    await expect(page.locator('#filter-industry-healthcare')).toBeChecked();
    await expect(page.locator('label[for="filter-industry-healthcare"]')).toContainText('Gesundheitswesen');
  });
});

test('with JavaScript the switcher keeps the case filters a visitor chose', async ({ page }) => {
  await page.goto('/cases/');
  await page.locator('label[for="filter-industry-healthcare"]').click();
  await expect(page).toHaveURL('/cases/?industry=healthcare');
  // The filtered cards come with the card code (a chunk loaded when a filter is set): count them once they are shown.
  await expect.poll(() => shownCards(page).count()).toBeGreaterThan(0);
  const english = await shownCards(page).count();
  await toGerman(page).click();
  await expect(page).toHaveURL('/de/cases/?industry=healthcare');
  await expect(page.locator('#filter-industry-healthcare')).toBeChecked();
  await expect(shownCards(page)).toHaveCount(english);
});

test('with JavaScript the switcher keeps the audience a visitor chose on a service page', async ({ page }) => {
  await page.goto('/services/branding/');
  await page.locator('[role="tab"][id$="-tab-smb"]').click();
  await expect(page).toHaveURL('/services/branding/#smb');
  await toGerman(page).click();
  await expect(page).toHaveURL('/de/services/branding/#smb');
  await expect(page.locator('[role="tab"][id$="-tab-smb"]')).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('html'), 'a screen reader reads the German page in German').toHaveAttribute('lang', 'de');
  await toEnglish(page).click();
  await expect(page).toHaveURL('/services/branding/#smb');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the switcher is reached and followed by keyboard', async ({ page }) => {
  await page.goto('/de/services/branding/');
  await page.locator('body').focus();
  for (let presses = 0; presses < 30; presses += 1) {
    await page.keyboard.press('Tab');
    if (await toEnglish(page).evaluate((link) => link === document.activeElement)) break;
  }
  await expect(toEnglish(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/services/branding/');
});

test('no built page links to a page of the other language except through the language switcher', () => {
  const crossing: string[] = [];
  for (const pagePath of builtPaths()) {
    const german = pagePath.startsWith('/de/');
    for (const tag of builtHtml(pagePath).match(/<(?:a|form)\b[^>]*>/g) ?? []) {
      const target = /\s(?:href|action)="(\/(?!\/)[^"]*)"/.exec(tag)?.[1];
      if (!target || tag.includes('data-language-switch')) continue;
      const address = target.split(/[?#]/)[0];
      // Files (the PDF, the feed) are not pages in a language.
      if (/\.[a-z0-9]+$/i.test(address)) continue;
      if (german !== /^\/de(\/|$)/.test(address)) crossing.push(`${pagePath} → ${target}`);
    }
  }
  expect(crossing).toEqual([]);
});
