/** The "Scale" section of docs/benchmark.md: one row per content scale, refreshed by `npm run bench -- --scale N` without touching the rest of the file. */
import type { Stage } from './buildStages';
import { markedSection, noteBlock, sectionNote, withMarkedSection } from './docSection';

export interface ScaleResult {
  scale: number;
  /** When measured, ISO date and time (UTC). */
  measured: string;
  pages: number;
  coldSeconds: number;
  warmSeconds: number;
  peakMb: number;
  coldStages: Stage[];
  /** First-load JS of /cases/ (gzipped bytes) and the size of its page-data.json (bytes). */
  casesJs: number;
  casesPageData: number;
  /** Lighthouse performance of /cases/ (mobile, median of 3); absent in rows measured before it was recorded. */
  casesPerformance?: number;
}

const SECTION = 'scale';
const DATA = /<!-- scale-data: (.*?) -->/;

/** The results recorded in `doc`'s Scale section (none when it has no section). */
export function scaleResults(doc: string): ScaleResult[] {
  const match = DATA.exec(doc);
  return match ? (JSON.parse(match[1]) as ScaleResult[]) : [];
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** Stages whose time grew the most between the smallest and the largest scale, and the one that grew the least in relative terms. */
function growthSentence(rows: ScaleResult[]): string {
  if (rows.length < 2) return '';
  const [low, high] = [rows[0], rows[rows.length - 1]];
  const before = new Map(low.coldStages.map((s) => [s.name, s.seconds]));
  const compared = high.coldStages
    .filter((s) => before.has(s.name))
    .map((s) => ({ name: s.name, from: before.get(s.name) as number, to: s.seconds }));
  const grown = [...compared].sort((a, b) => b.to - b.from - (a.to - a.from)).slice(0, 3);
  const flat = compared.filter((s) => s.from >= 5).sort((a, b) => a.to / a.from - b.to / b.from)[0];
  const list = grown.map((s) => `${s.name} ${s.from.toFixed(1)} → ${s.to.toFixed(1)} s`).join('; ');
  const steady = flat ? ` The stage that grew least: ${flat.name} ${flat.from.toFixed(1)} → ${flat.to.toFixed(1)} s.` : '';
  return `\n\nCold-build stages that grew most from ${low.scale}× to ${high.scale}× content: ${list}.${steady}`;
}

/** The Scale section for `rows` (sorted by scale). */
export function renderScaleSection(rows: ScaleResult[], note = ''): string {
  const sorted = [...rows].sort((a, b) => a.scale - b.scale);
  const table = [
    '| Content | Measured (UTC) | Pages | Cold (s) | Warm (s) | Cold s/page | Warm s/page | Peak RSS (MB) | /cases/ first-load JS (kB gz) | /cases/ page-data (kB) | /cases/ Lighthouse perf |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...sorted.map(
      (r) =>
        `| ${r.scale}× | ${r.measured.slice(0, 16).replace('T', ' ')} | ${r.pages} | ${r.coldSeconds.toFixed(1)} | ${r.warmSeconds.toFixed(1)} | ${(r.coldSeconds / r.pages).toFixed(3)} | ${(r.warmSeconds / r.pages).toFixed(3)} | ${Math.round(r.peakMb)} | ${kb(r.casesJs)} | ${kb(r.casesPageData)} | ${r.casesPerformance ?? '—'} |`,
    ),
  ].join('\n');
  const intro =
    "## Scale\n\n`npm run bench -- --scale N` (scripts/bench/scale.ts) builds a content folder N times the size of `content/` (every service, case, testimonial and blog record copied with new slugs, links pointing at the same copy, the same images), cold (`gatsby clean` first) and warm. Peak RSS is the largest sum over the `gatsby build` process tree, sampled from /proc every 0.5 s. Timings depend on the machine's load.";
  return `${intro}\n\n${table}${growthSentence(sorted)}${noteBlock(SECTION, note)}\n\n<!-- scale-data: ${JSON.stringify(sorted)} -->`;
}

/** `doc` with `result` recorded in its Scale section (replacing the row of the same scale), the rest of the file unchanged; a hand-written note in the section is kept. */
export function withScaleResult(doc: string, result: ScaleResult): string {
  const rows = [...scaleResults(doc).filter((r) => r.scale !== result.scale), result];
  return withMarkedSection(doc, SECTION, renderScaleSection(rows, sectionNote(doc, SECTION)));
}

/** The Scale section of `doc` (kept by the Lighthouse benchmark when it rewrites the file), or ''. */
export const scaleSection = (doc: string) => markedSection(doc, SECTION);
