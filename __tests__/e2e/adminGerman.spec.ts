/** The built /admin/ edits a German entry: the editor picks German, changes a German field, and the preview shows it with the German site labels. Decap's in-browser test backend stands in for GitHub. */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const content = path.resolve(__dirname, '../../content');
const serviceFile = (locale: string) => fs.readFileSync(path.join(content, `services/ux-audit.${locale}.json`), 'utf8');

test('a German field edited in the CMS shows in the German preview, with German labels', async ({ page }) => {
  await page.route('**/admin/config.yml', async (route) => {
    const text = await (await route.fetch()).text();
    const config = JSON.parse(text.split('\n').slice(1).join('\n'));
    config.backend = { name: 'test-repo' };
    config.collections = config.collections.filter((collection: { name: string }) => collection.name === 'services');
    await route.fulfill({ contentType: 'text/yaml', body: JSON.stringify(config) });
  });
  await page.addInitScript(
    ([en, de]) => {
      Object.assign(window, {
        repoFiles: { content: { services: { 'ux-audit.en.json': { content: en }, 'ux-audit.de.json': { content: de } } } },
      });
    },
    [serviceFile('en'), serviceFile('de')],
  );
  await page.goto('/admin/');
  await page.getByRole('button', { name: /login/i }).click();
  await page.goto('/admin/#/collections/services/entries/ux-audit');
  await page.getByRole('button', { name: /Writing in en/i }).click();
  await page.getByRole('menuitem', { name: /^de$/i }).click();
  // The right pane edits the other language side by side; the preview takes its place.
  await expect(page.getByRole('button', { name: 'Toggle i18n' })).toBeVisible();
  await page.getByRole('button', { name: 'Toggle preview' }).click();

  const german = JSON.parse(serviceFile('de'));
  const preview = page.frameLocator('iframe').first();
  await expect(preview.getByText(german.components[0].props.text)).toBeVisible({ timeout: 30_000 });
  await expect(preview.getByText(/^Dauer:/).first()).toBeVisible();
  // The duration badge's words, edited in German: the preview shows them under the German label.
  const time = page.getByRole('textbox', { name: 'Time' });
  await expect(time).toHaveValue(german.card.time);
  await time.fill('ab 3 Wochen, im CMS bearbeitet');
  await expect(preview.getByText('ab 3 Wochen, im CMS bearbeitet')).toBeVisible();
  await expect(preview.getByText(/^Duration:/)).toHaveCount(0);
});
