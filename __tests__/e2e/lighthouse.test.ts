/** Lighthouse (mobile, simulated throttling) per template: a11y, best practices and SEO 100, performance >= 95 (median of 3), CLS <= 0.01, TBT <= 100 ms. */
import { lighthouseMedian } from '../../src/build/lighthouse';
import { BASE } from './server';
import { onePagePerTemplate } from './templates';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** At most six templates x three runs, so the suite stays within a few minutes. */
const pages = onePagePerTemplate().slice(0, 6);

/** Every broken budget, with its figures, so a failure says what to fix. */
function problems(result: Awaited<ReturnType<typeof lighthouseMedian>>): string[] {
  const runs = `runs: ${result.runs.map((r) => `perf ${r.performance} LCP ${Math.round(r.lcp)} TBT ${Math.round(r.tbt)} CLS ${r.cls.toFixed(3)}`).join(' | ')}`;
  return [
    ...result.failed.map((audit) => `audit failed: ${audit}`),
    ...(['accessibility', 'bestPractices', 'seo'] as const).filter((key) => result[key] !== 100).map((key) => `${key} ${result[key]} < 100`),
    ...(result.performance < 95 ? [`performance ${result.performance} < 95 (${runs})`] : []),
    ...(result.cls > 0.01 ? [`CLS ${result.cls} > 0.01`] : []),
    ...(result.tbt > 100 ? [`TBT ${Math.round(result.tbt)} ms > 100 ms (${runs})`] : []),
  ];
}

test.each(pages)('%s meets the Lighthouse budgets', async (pagePath) => {
  const result = await lighthouseMedian(`${BASE}${pagePath}`, RUNS);
  expect(problems(result)).toEqual([]);
}, 600000);
