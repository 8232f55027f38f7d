/** The patch benchmark's report: medians per variant, page and mode, and the keep rule (2 points, 30 ms TBT or 150 ms LCP on one page). */
import { gain, medians, pays, reportMarkdown, type Sample } from '../../scripts/bench/patchesReport';

const sample = (variant: string, performance: number, tbt: number, lcp: number): Sample => ({
  variant,
  page: '/',
  mode: 'simulated',
  performance,
  tbt,
  lcp,
});

test('medians of the runs of one variant, page and mode', () => {
  const samples = [sample('baseline', 100, 10, 1500), sample('baseline', 98, 30, 1700), sample('baseline', 99, 20, 1600)];
  expect(medians(samples, 'baseline', '/', 'simulated')).toEqual({ performance: 99, tbt: 20, lcp: 1600, runs: 3 });
  expect(medians(samples, 'head', '/', 'simulated')).toBeNull();
});

test('a group pays when off costs 2 points, 30 ms TBT or 150 ms LCP', () => {
  const on = { performance: 100, tbt: 20, lcp: 1500, runs: 3 };
  expect(pays(gain(on, { performance: 99, tbt: 49, lcp: 1649, runs: 3 }))).toEqual([]);
  expect(pays(gain(on, { performance: 98, tbt: 50, lcp: 1650, runs: 3 }))).toEqual(['+2 performance', '−30 ms TBT', '−150 ms LCP']);
});

test('the report names the verdict and the correctness notes per group', () => {
  const doc = reportMarkdown({
    groups: ['head'],
    pages: ['/'],
    modes: ['simulated'],
    samples: [sample('baseline', 100, 20, 1500), sample('head', 100, 25, 1520)],
    buildSeconds: { baseline: 90, head: 95 },
    firstLoadKb: { baseline: { '/': 77 }, head: { '/': 77 } },
    correctness: { head: [] },
  });
  expect(doc).toContain('| head | `/` | simulated | 100 | 100 | ±0 | 20 | 25 | +5 | 1,500 | 1,520 | +20 | 77.0 / 77.0 |');
  expect(doc).toContain('- **head** (build 95 s off vs 90 s on): **does not pay** by the rule');
});
