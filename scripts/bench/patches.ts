/**
 * `npx tsx scripts/bench/patches.ts`: what each patch group buys. Builds the site as it is and once per group with
 * PATCHES_OFF=<group>, serves each build with the production server (ports from 9710), runs Lighthouse (mobile) on three
 * pages with simulated and with devtools throttling, interleaving the builds so machine load hits all alike, and writes
 * docs/patches.md (medians, deltas, verdicts); public/ ends as the normal build, made last.
 * Options: --runs N (3), --groups a,b (all), --cold (`gatsby clean` before the baseline and the build-group builds),
 * --report (rewrite docs/patches.md from the last run's /tmp/patches-bench/results.json, measuring nothing).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { lighthouse } from './lighthouse';
import { withBenchServer } from './benchServer';
import { firstLoadJsOf } from './measure';
import { reportMarkdown, type Mode, type Sample } from './patchesReport';
import { patches } from '../../src/patches';
import { SWITCHABLE_GROUPS } from '../../src/patches/switches';

const root = path.resolve(__dirname, '../..');
const publicDir = path.join(root, 'public');
const store = '/tmp/patches-bench';
const PAGES = ['/', '/services/branding/', '/cases/'];
const MODES: Mode[] = ['simulated', 'devtools'];
const FLAGS: Record<Mode, string[]> = { simulated: [], devtools: ['--throttling-method=devtools'] };
const FIRST_PORT = 9710;

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    groups: { type: 'string' },
    cold: { type: 'boolean', default: false },
    report: { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
const groups = values.groups ? values.groups.split(',') : [...SWITCHABLE_GROUPS];
const variants = ['baseline', ...groups];
const snapshot = (variant: string) => path.join(store, variant);
const log = (message: string) => console.error(`bench:patches ${new Date().toISOString().slice(11, 19)} ${message}`);

/** `gatsby build` with PATCHES_OFF set to `off` (unset for ''), `gatsby clean` first when cold; answers the seconds it took. */
function build(off: string, cold: boolean): number {
  const env: NodeJS.ProcessEnv = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', PATCHES_OFF: off };
  if (!off) delete env.PATCHES_OFF;
  const gatsby = path.join(root, 'node_modules/.bin/gatsby');
  if (cold) spawnSync(gatsby, ['clean'], { cwd: root, env, stdio: 'ignore' });
  const started = performance.now();
  const out = fs.openSync(path.join(store, `build-${off || 'baseline'}.log`), 'w');
  const run = spawnSync(gatsby, ['build'], { cwd: root, env, stdio: ['ignore', out, out] });
  fs.closeSync(out);
  if (run.status !== 0) throw new Error(`gatsby build with PATCHES_OFF=${off} failed: see ${store}/build-${off || 'baseline'}.log`);
  return (performance.now() - started) / 1000;
}

const correctness = Object.fromEntries(
  groups.map((group) => [
    group,
    patches.filter((patch) => patch.group === group && !patch.switchable).map((patch) => `${patch.id} (${patch.correctness ?? ''})`),
  ]),
);

const results = path.join(store, 'results.json');
const state: {
  samples: Sample[];
  buildSeconds: Record<string, number>;
  firstLoadKb: Record<string, Record<string, number>>;
  errors: string[];
} = { samples: [], buildSeconds: {}, firstLoadKb: {}, errors: [] };

/** The patches no switch turns off (develop, output, and the parts of switchable groups that correctness needs), with their reasons. */
const alwaysOn = patches
  .filter((patch) => !patch.switchable)
  .map((patch) => `- \`${patch.id}\` (${patch.group}): ${patch.correctness ?? ''}`)
  .join('\n');

function writeDoc(note: string): void {
  if (!values.report) fs.writeFileSync(results, JSON.stringify(state, null, 1));
  const table = reportMarkdown({ groups, pages: PAGES, modes: MODES, correctness, ...state });
  const doc = `# What each patch group buys\n\nBack to the [README](../README.md). Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npx tsx scripts/bench/patches.ts\` (${note}). Each column pair is the median of the runs of the site built as it is (on) and built with \`PATCHES_OFF=<group>\` (off); Lighthouse 12 mobile, Debian Chromium, CPU slowdown calibrated per run (docs/performance.md); first-load JS on a 412×823 screen (scripts/bench/measure.ts). Build seconds are warm builds${values.cold ? ' after `gatsby clean`' : ''}. Registry of the patches: \`src/patches/index.ts\`.\n\n${table}\n## Never switched off (correctness)\n\n${alwaysOn}\n${state.errors.length > 0 ? `\nRuns that failed: ${state.errors.join('; ')}\n` : ''}`;
  fs.writeFileSync(path.join(root, 'docs/patches.md'), doc);
}

async function main(): Promise<void> {
  if (values.report) {
    Object.assign(state, JSON.parse(fs.readFileSync(results, 'utf8')));
    return writeDoc(`${runs} runs per page, mode and build`);
  }
  fs.rmSync(store, { recursive: true, force: true });
  fs.mkdirSync(store, { recursive: true });
  /** Baseline last: Gatsby re-renders pages only when the server-render bundle changed since the last build (each group off salts its hash, src/patches/webpack.ts), so the build before each must differ, and the baseline left in .cache/ matches the public/ restored at the end. */
  for (const variant of [...groups, 'baseline']) {
    const off = variant === 'baseline' ? '' : variant;
    log(`building ${variant}…`);
    state.buildSeconds[variant] = build(off, values.cold && (variant === 'baseline' || variant === 'build'));
    fs.cpSync(publicDir, snapshot(variant), { recursive: true });
    log(`${variant} built in ${state.buildSeconds[variant].toFixed(1)} s`);
  }
  fs.rmSync(publicDir, { recursive: true, force: true });
  for (let round = 0; round < runs; round += 1)
    for (const mode of MODES)
      for (let k = 0; k < variants.length; k += 1) {
        const index = (k + round) % variants.length;
        const variant = variants[index];
        fs.renameSync(snapshot(variant), publicDir);
        try {
          await withBenchServer(
            { port: FIRST_PORT + index, tmpPrefix: 'patches-bench-', env: (dir) => ({ LEADS_DIR: dir }) },
            async ({ base }) => {
              if (!state.firstLoadKb[variant]) {
                const sizes = await firstLoadJsOf(base, PAGES, publicDir);
                state.firstLoadKb[variant] = Object.fromEntries([...sizes].map(([page, js]) => [page, js.total / 1024]));
              }
              for (const page of PAGES) {
                try {
                  const run = await lighthouse(`${base}${page}`, root, FLAGS[mode]);
                  state.samples.push({ variant, page, mode, performance: run.performance, tbt: run.tbt, lcp: run.lcp });
                  log(
                    `round ${round + 1} ${mode} ${variant} ${page}: perf ${run.performance}, TBT ${Math.round(run.tbt)}, LCP ${Math.round(run.lcp)}`,
                  );
                } catch (error) {
                  state.errors.push(`${variant} ${page} ${mode}: ${(error as Error).message.slice(0, 120)}`);
                }
              }
            },
          );
        } finally {
          fs.renameSync(publicDir, snapshot(variant));
        }
        writeDoc(`round ${round + 1} of ${runs} so far`);
      }
  log('restoring public/ from the normal build made last…');
  fs.cpSync(snapshot('baseline'), publicDir, { recursive: true });
  writeDoc(`${runs} runs per page, mode and build`);
  log('docs/patches.md written');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
