/** Playwright Test fixtures for the served site: pages (and their contexts) closed by the runner, console and page errors collected, the lead store. */
import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

interface SiteFixtures {
  /** Console errors and uncaught page errors of `page`, for `expect(errors).toEqual([])`. */
  errors: string[];
  /** The directory the served site appends leads to (`leads.jsonl`). */
  leadsDir: string;
}

export const test = base.extend<SiteFixtures>({
  errors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(`console: ${msg.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    await use(errors);
  },
  leadsDir: async ({}, use) => {
    const dir = process.env.E2E_LEADS_DIR;
    if (!dir)
      throw new Error(
        'E2E_LEADS_DIR is not set: run the browser tests with `npx playwright test` (playwright.config.ts creates the store)',
      );
    await use(dir);
  },
});
