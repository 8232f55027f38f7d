/** axe-core as the browser tests run it: WCAG 2.2 A and AA plus unique landmarks, in one run inside the page. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The violations on `page` (or only inside the `include` selector), one line each: rule, help and the first targets.
 * `landmark-unique` is a best-practice rule outside the WCAG tags, enabled by name (a rule's own `enabled` wins over
 * the tags in axe-core 4). Legacy mode runs axe.run in the page itself: the site has no cross-origin frames, and the
 * default mode opens an extra blank page per analysis to combine frame results.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page })
    .options({ rules: { 'landmark-unique': { enabled: true } } })
    .withTags(WCAG_TAGS)
    .setLegacyMode();
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')})`,
  );
}
