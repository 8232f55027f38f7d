/** A press made before its control's code has arrived shows at once that it was taken, and says so to assistive technology, until the press is replayed (issue 32). */
import site from '../../content/site.en.json';
import { expect, test } from './fixtures';
import { holdScripts } from './holdScripts';

/** A pilot page whose Talk block ('Co-pilot with us') opens the Pilot form in a dialog. */
const PAGE = '/services/pilot-for-you/';

test('the Talk block pressed while the scripts are held is busy and announced at once, then opens its dialog and is busy no more', async ({
  page,
  errors,
}) => {
  const release = await holdScripts(page);
  await page.goto(PAGE, { waitUntil: 'commit' });
  const control = page.locator('[data-section="Talk"] button').first();
  const status = page.getByRole('status').filter({ hasText: site.copy.layout.heldPress });
  await expect(page.locator('html')).not.toHaveAttribute('data-live', '');
  await expect(status).toHaveCount(0);
  await control.click();
  await expect(control).toHaveAttribute('aria-busy', 'true');
  await expect(control).toHaveAttribute('data-held', '');
  await expect(status).toHaveCount(1);
  /** The pressed look: dimmed (and pulsing, for a visitor who allows motion). */
  expect(Number(await control.evaluate((element) => getComputedStyle(element).opacity))).toBeLessThan(1);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  release();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(control).not.toHaveAttribute('aria-busy', 'true');
  await expect(control).not.toHaveAttribute('data-held', '');
  await expect(page.locator('#held-input-status')).toHaveText('');
  expect(errors).toEqual([]);
});
