/** The CMS at /admin/ as the editing tests drive it: logged in to the local backend, its fields, and the editorial workflow's steps. */
import type { Browser, Page } from 'playwright-core';
import { BASE } from './scratch';

/** The workflow's statuses as Decap names them: the editor's status menu and the board's columns. */
export const STATUSES = {
  draft: { menu: 'Draft', column: 'draft' },
  review: { menu: 'In review', column: 'pending_review' },
  ready: { menu: 'Ready', column: 'pending_publish' },
} as const;

/** A page logged in to the CMS and opened at `hash`; `onPage` sees it before anything loads (to listen to its console). */
export async function openCms(browser: Browser, hash: string, onPage: (page: Page) => void = () => {}): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  page.setDefaultTimeout(60_000);
  // Publishing asks "Are you sure?" in a browser dialog.
  page.on('dialog', (dialog) => void dialog.accept());
  onPage(page);
  await page.goto(`${BASE}/admin/`, { timeout: 180_000 });
  await page.getByRole('button', { name: /login/i }).click();
  await page.goto(`${BASE}/admin/#${hash}`);
  await page
    .locator(hash === '/workflow' ? 'h2[name]' : 'label')
    .first()
    .waitFor();
  return page;
}

/** The input of the nth field labelled `text` (Decap labels point at their control); the English pane's fields come first. */
export async function field(page: Page, text: string, nth = 0) {
  const label = page.locator('label', { hasText: new RegExp(`^${text}(\\s*\\(optional\\))?\\s*$`, 'i') }).nth(nth);
  return page.locator(`[id="${await label.getAttribute('for')}"]`);
}

/** A button of the English pane, which comes first: the German pane beside it has the same buttons. */
export function englishButton(page: Page, name: string | RegExp) {
  return page.getByRole('button', { name }).first();
}

/** Saves the entry open in the editor: a draft on its own `cms/…` branch. */
export async function save(page: Page) {
  await page.getByRole('button', { name: /^Save$/ }).click();
  await page.getByRole('button', { name: /^Status: Draft$/ }).waitFor();
}

/** Sets the saved entry's workflow status in the editor. */
export async function setStatus(page: Page, status: keyof typeof STATUSES) {
  await page.getByRole('button', { name: /^Status: / }).click();
  await page.getByRole('menuitem', { name: STATUSES[status].menu }).click();
  await page.getByRole('button', { name: `Status: ${STATUSES[status].menu}` }).waitFor();
}

/** Publishes the entry open in the editor, which must be Ready. */
export async function publishNow(page: Page) {
  await page.getByRole('button', { name: /^Publish$/ }).click();
  await page.getByRole('menuitem', { name: /Publish now/ }).click();
}

/** The whole workflow at once: save, mark ready, publish. */
export async function publish(page: Page) {
  await save(page);
  await setStatus(page, 'ready');
  await publishNow(page);
}
