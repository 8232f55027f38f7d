/** Holds back every script `page` asks for until the answered function is called: the slow network on which a page's HTML is on screen long before its code. */
import type { Page } from '@playwright/test';

export async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\.js(\?|$)/, async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  return release;
}
