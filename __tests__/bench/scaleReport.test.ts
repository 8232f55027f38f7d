import { scaleResults, scaleSection, withScaleResult, type ScaleResult } from '../../scripts/bench/scaleReport';

const lighthouse = '# Benchmark\n\n| Page | Perf |\n| --- | ---: |\n| `/` | 100 |\n';
const one: ScaleResult = {
  scale: 1,
  measured: '2026-11-23T09:00:00.000Z',
  pages: 100,
  coldSeconds: 200,
  warmSeconds: 20,
  peakMb: 1500.4,
  coldStages: [
    { name: 'onPreBootstrap', seconds: 1 },
    { name: 'Building static HTML for pages', seconds: 10 },
    { name: 'Generating image thumbnails', seconds: 80 },
  ],
  casesJs: 81920,
  casesPageData: 10240,
  casesPerformance: 99,
};
const ten: ScaleResult = {
  ...one,
  scale: 10,
  measured: '2026-11-23T10:00:00.000Z',
  pages: 1000,
  coldSeconds: 500,
  warmSeconds: 90,
  peakMb: 2600,
  coldStages: [
    { name: 'onPreBootstrap', seconds: 40 },
    { name: 'Building static HTML for pages', seconds: 100 },
    { name: 'Generating image thumbnails', seconds: 82 },
  ],
};

test('a first result adds a Scale section after the Lighthouse tables, which stay as they were', () => {
  const doc = withScaleResult(lighthouse, one);
  expect(doc.startsWith(lighthouse.trimEnd())).toBe(true);
  expect(doc).toContain('| 1× | 2026-11-23 09:00 | 100 | 200.0 | 20.0 | 2.000 | 0.200 | 1500 | 80.0 | 10.0 | 99 |');
  expect(scaleResults(doc)).toEqual([one]);
});

test('a new scale adds a row, a repeated scale replaces its row, and growth names the stages that grew most', () => {
  const doc = withScaleResult(withScaleResult(withScaleResult(lighthouse, ten), one), { ...one, coldSeconds: 210 });
  const rows = doc.split('\n').filter((line) => /^\| \d+× /.test(line));
  expect(rows).toHaveLength(2);
  expect(rows[0]).toContain('| 1× | 2026-11-23 09:00 | 100 | 210.0 |');
  expect(rows[1]).toContain('| 10× | 2026-11-23 10:00 | 1000 | 500.0 |');
  expect(doc).toContain(
    'Building static HTML for pages 10.0 → 100.0 s; onPreBootstrap 1.0 → 40.0 s; Generating image thumbnails 80.0 → 82.0 s',
  );
  expect(doc).toContain('The stage that grew least: Generating image thumbnails 80.0 → 82.0 s.');
});

test('a row recorded before /cases/ Lighthouse was measured shows a dash there', () => {
  const { casesPerformance: _unmeasured, ...older } = one;
  expect(withScaleResult(lighthouse, older)).toContain('| 1500 | 80.0 | 10.0 | — |');
});

test('a hand-written note between scale-note markers survives a refresh', () => {
  const doc = withScaleResult(lighthouse, one).replace(
    '<!-- scale-data',
    '<!-- scale-note -->\nOur reading of the figures.\n<!-- /scale-note -->\n\n<!-- scale-data',
  );
  const refreshed = withScaleResult(doc, ten);
  expect(refreshed).toContain('<!-- scale-note -->\nOur reading of the figures.\n<!-- /scale-note -->');
  expect(refreshed.match(/Our reading/g)).toHaveLength(1);
  expect(scaleResults(refreshed).map((r) => r.scale)).toEqual([1, 10]);
});

test('the Lighthouse benchmark can lift the Scale section out to keep it', () => {
  const doc = withScaleResult(lighthouse, one);
  expect(scaleSection(doc)).toMatch(/^<!-- scale:start -->\n## Scale[\s\S]*<!-- scale:end -->$/);
  expect(scaleSection(lighthouse)).toBe('');
});
