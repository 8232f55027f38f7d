/** Holds back the scripts `page` asks for (every one, or those `scripts` matches) until the answered function is called: the slow network on which a page's HTML is on screen long before its code. */
import type { Page, Route } from '@playwright/test';

/** Every script a page loads: the boot file, Gatsby's bundles, the page component and the chunks it loads on demand. */
export const ALL_SCRIPTS = /\.js(\?|$)/;

/** Calling the answer lets the held scripts (and any asked for later) through and removes the hold, so a tab can be reused. */
export async function holdScripts(page: Page, scripts: RegExp = ALL_SCRIPTS): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const hold = async (route: Route) => {
    await released;
    await route.continue().catch(() => undefined);
  };
  await page.route(scripts, hold);
  return () => {
    release();
    page.unroute(scripts, hold).catch(() => undefined);
  };
}
