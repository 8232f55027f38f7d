/** axe-core finds no WCAG 2.2 A/AA violation on any template, at phone and desktop widths. */
import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { builtPaths, launch, openPage, servicePagesCoveringEverySection, settleAnimations } from './browser';
import { BASE } from './server';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** One page per route kind, plus service pages that together show every section kind. */
function templatePages(): string[] {
  const paths = builtPaths();
  const firstOf = (prefix: RegExp) => paths.filter((p) => prefix.test(p)).slice(0, 1);
  return [
    ...new Set([
      '/',
      '/services/',
      '/cases/',
      ...servicePagesCoveringEverySection(),
      '/services/pilot/',
      ...firstOf(/^\/cases\/[^/]+\/[^/]+\/$/),
      ...firstOf(/^\/cases\/[^/]+\/$/),
      ...firstOf(/^\/blog\/review\//),
      ...firstOf(/^\/blog\/case-study\//),
      ...firstOf(/^\/about-us\/$/),
    ]),
    '/404/',
  ];
}

const widths = [375, 1440];

test.each(templatePages().flatMap((p) => widths.map((w) => [p, w] as const)))('%s at %ipx has no axe violations and no horizontal overflow', async (pagePath, width) => {
  const { page } = await openPage(browser, width, 900);
  await page.goto(`${BASE}${pagePath}`, { waitUntil: 'networkidle' });
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const violations = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`);
  expect(violations).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.context().close();
});
