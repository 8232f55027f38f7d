/** Lighthouse (mobile, simulated throttling) per template: a11y, best practices and SEO 100, performance >= 95 (median of 3), CLS <= 0.01, TBT <= 100 ms. */
import { lighthouseMedian } from '../../src/build/lighthouse';
import { BASE } from './server';
import { onePagePerTemplate } from './templates';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** At most six templates x three runs, so the suite stays within a few minutes. */
const pages = onePagePerTemplate().slice(0, 6);

test.each(pages)('%s meets the Lighthouse budgets', async (pagePath) => {
  const result = await lighthouseMedian(`${BASE}${pagePath}`, RUNS);
  process.stdout.write(`lighthouse ${pagePath}: perf ${result.performance} a11y ${result.accessibility} bp ${result.bestPractices} seo ${result.seo} LCP ${Math.round(result.lcp)} ms TBT ${Math.round(result.tbt)} ms CLS ${result.cls.toFixed(3)} (runs: ${result.runs.map((r) => r.performance).join(', ')})\n`);
  expect({ accessibility: result.accessibility, bestPractices: result.bestPractices, seo: result.seo, failed: result.failed }).toEqual({ accessibility: 100, bestPractices: 100, seo: 100, failed: [] });
  expect(result.performance).toBeGreaterThanOrEqual(95);
  expect(result.cls).toBeLessThanOrEqual(0.01);
  expect(result.tbt).toBeLessThanOrEqual(100);
}, 600000);
