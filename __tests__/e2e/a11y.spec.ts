/** axe-core finds no WCAG 2.2 A/AA violation on any template, at phone and desktop widths. */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { builtPaths, renderWholePage, servicePagesCoveringEverySection, settleAnimations } from './site';

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
      '/about-us/',
      '/privacy/',
    ]),
    '/404/',
  ];
}

for (const width of [375, 1440]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const pagePath of templatePages()) {
      test(`${pagePath} at ${width}px has no axe violations (WCAG 2.2 AA and landmark-unique) and no horizontal overflow`, async ({
        page,
      }) => {
        await page.goto(pagePath, { waitUntil: 'networkidle' });
        await renderWholePage(page);
        await settleAnimations(page);
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
        const violations = results.violations.map(
          (v) =>
            `${v.id}: ${v.help} (${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(', ')})`,
        );
        expect(violations).toEqual([]);
        const landmarks = await new AxeBuilder({ page }).withRules(['landmark-unique']).analyze();
        expect(landmarks.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      });
    }
  });
}
