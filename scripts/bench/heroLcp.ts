/**
 * How soon the hero paints: Lighthouse (mobile) LCP on `/`, a service page with a hero image, `/cases/` and a blog case
 * study, with simulated and with applied (devtools) throttling, median of N runs, each build served by its own production
 * server. With `--compare DIR` (a checkout of another commit with its own built public/ and node_modules) the two builds
 * are measured turn about, so a change in the machine's load falls on both. Prints a Markdown table (LCP, the bytes of the
 * images the page loaded, the lowest scores) with the load average during the runs (the machine is shared).
 *
 *   npx tsx scripts/bench/heroLcp.ts [--runs 3] [--port 21400] [--compare /tmp/before-checkout] [--pages /,/cases/] [--modes simulated,devtools]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { numberOption, option, serverPort } from './args';
import { lighthouse, type LighthouseRun } from './lighthouse';
import { median } from './median';
import { servicePagesWithHeroImage } from '../../__tests__/e2e/site';

const root = path.resolve(__dirname, '../..');
const RUNS = numberOption('runs', 3);
const PORT = serverPort();
const compare = option('compare');

const blogPost = fs
  .readdirSync(path.join(root, 'public/blog/case-study'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => `/blog/case-study/${entry.name}/`)
  .sort()[0];
const PAGES = option('pages')?.split(',') ?? ['/', servicePagesWithHeroImage()[0], '/cases/', blogPost];
const MODES = [
  { name: 'simulated', flags: [] as string[] },
  { name: 'devtools', flags: ['--throttling-method=devtools'] },
].filter((mode) => (option('modes')?.split(',') ?? ['simulated', 'devtools']).includes(mode.name));

interface Build {
  label: string;
  dir: string;
  port: number;
  server?: ChildProcess;
}

async function serve(build: Build): Promise<void> {
  const leads = fs.mkdtempSync(path.join(os.tmpdir(), 'hero-lcp-leads-'));
  build.server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: build.dir,
    env: { ...process.env, PORT: String(build.port), HOST: 'localhost', LOG_LEVEL: 'warn', NODE_ENV: 'production', LEADS_DIR: leads },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; ; i += 1) {
    try {
      if ((await fetch(`http://localhost:${build.port}/healthz`)).ok) return;
    } catch {
      if (i > 300) throw new Error(`the ${build.label} server did not start`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

const builds: Build[] = [{ label: 'this build', dir: root, port: PORT }];
if (compare) builds.unshift({ label: path.basename(compare), dir: path.resolve(compare), port: PORT + 1 });

const results = new Map<string, LighthouseRun[]>();
const loads: number[] = [];
const key = (build: Build, page: string, mode: string) => `${build.label}|${page}|${mode}`;

async function main() {
  await Promise.all(builds.map(serve));
  try {
    for (const page of PAGES)
      for (const mode of MODES)
        for (let run = 0; run < RUNS; run += 1)
          for (const build of builds) {
            loads.push(os.loadavg()[0]);
            const result = await lighthouse(`http://localhost:${build.port}${page}`, root, mode.flags);
            const list = results.get(key(build, page, mode.name)) ?? [];
            list.push(result);
            results.set(key(build, page, mode.name), list);
            console.error(
              `${build.label} ${page} ${mode.name} #${run + 1}: LCP ${Math.round(result.lcp)} ms, perf ${result.performance}, load ${os.loadavg()[0].toFixed(1)}`,
            );
          }
  } finally {
    builds.forEach((build) => build.server?.kill('SIGTERM'));
  }
  const ms = (value: number) => Math.round(value).toLocaleString('en');
  const scores = (runs: LighthouseRun[]) =>
    `${Math.min(...runs.map((r) => r.performance))}/${Math.min(...runs.map((r) => r.accessibility))}/${Math.min(...runs.map((r) => r.bestPractices))}/${Math.min(...runs.map((r) => r.seo))}`;
  const header = builds.flatMap((build) => [
    `LCP ${build.label} (ms)`,
    `images ${build.label} (kB)`,
    `lowest perf/a11y/BP/SEO ${build.label}`,
  ]);
  console.log(`| Page | Throttling | ${header.join(' | ')} |`);
  console.log(`| --- | --- | ${header.map(() => '---:').join(' | ')} |`);
  for (const page of PAGES)
    for (const mode of MODES) {
      const cells = builds.flatMap((build) => {
        const runs = results.get(key(build, page, mode.name)) ?? [];
        return [ms(median(runs.map((r) => r.lcp))), (median(runs.map((r) => r.imageBytes)) / 1000).toFixed(1), scores(runs)];
      });
      console.log(`| \`${page}\` | ${mode.name} | ${cells.join(' | ')} |`);
    }
  console.log(
    `\n${RUNS} runs per cell, medians; 1-minute load average before each run ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} (median ${median(loads).toFixed(1)}) on ${os.cpus().length} cores; ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
