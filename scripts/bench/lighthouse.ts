/** Runs the Lighthouse CLI (mobile, simulated throttling calibrated to the host) against a served page and keeps the figures the budgets use. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { median } from './median';
import { cpuSlowdownFor, runSlowdownFor } from './cpuSlowdown';
import { mainThreadShare, type TraceEvent } from './mainThreadShare';

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  speedIndex: number;
  /** Bytes of the images the page loaded during the run (first view, no scrolling). */
  imageBytes: number;
  /** Ids of the non-performance audits that did not pass, for failure messages. */
  failed: string[];
  /** The host's BenchmarkIndex just before the run and the CPU slowdown it gave (scripts/bench/cpuSlowdown.ts). */
  benchmarkIndex: number;
  hostSlowdown: number;
  /** Share of the page's main-thread task time that ran on a core (1 with applied throttling, which is not corrected). */
  mainThreadCpuShare: number;
  /** The slowdown the run's scores use: hostSlowdown × mainThreadCpuShare, at least 1. */
  cpuSlowdown: number;
}

interface LhReport {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<
    string,
    {
      score: number | null;
      numericValue?: number;
      scoreDisplayMode: string;
      details?: { items?: { resourceType?: string; transferSize?: number; resourceSize?: number }[] };
    }
  >;
}

const CHROME_FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --no-first-run';

/** Lighthouse's own BenchmarkIndex, measured in the same Chromium right before a run (about one second). */
export async function hostBenchmarkIndex(root = process.cwd()): Promise<number> {
  const moduleUrl = pathToFileURL(path.join(root, 'node_modules/lighthouse/core/lib/page-functions.js')).href;
  const { pageFunctions } = (await import(moduleUrl)) as { pageFunctions: { computeBenchmarkIndex: () => number } };
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROME_FLAGS.split(' ') });
  try {
    const page = await browser.newPage();
    return await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`);
  } finally {
    await browser.close();
  }
}

/** Runs the Lighthouse CLI with `args` and resolves its stdout; a non-zero exit rejects with the end of its stderr. */
function runCli(args: readonly string[], root: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(root, 'node_modules/.bin/lighthouse'), args, {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`lighthouse ${args[0]} exited ${code}: ${err.slice(-2000)}`)),
    );
  });
}

const lighthouseArgs = (url: string, cpuSlowdown: number, extraFlags: readonly string[]) => [
  url,
  '--output=json',
  '--output-path=stdout',
  '--quiet',
  '--only-categories=performance,accessibility,best-practices,seo',
  `--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`,
  `--chrome-flags=${CHROME_FLAGS}`,
  ...extraFlags,
];

/** Attempts at a run whose trace Lighthouse failed to record; two failures in a row were seen on this host (CI, 2026-11-24). */
const RECORD_ATTEMPTS = 3;

/** Repeats a Lighthouse step it could not complete (most often NO_NAVSTART), never scoring it; the last failure is thrown. */
async function recorded<T>(step: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await step();
    } catch (error) {
      if (attempt >= RECORD_ATTEMPTS) throw error;
    }
  }
}

interface Measured {
  report: LhReport;
  cpuSlowdown: number;
  mainThreadCpuShare: number;
}

/**
 * Simulated throttling, in two steps: Lighthouse gathers the page unthrottled (`-G`), the trace gives the share of the
 * page's main-thread task time that ran on a core, and Lighthouse audits the same artifacts (`-A`) with the host's
 * slowdown times that share (scripts/bench/cpuSlowdown.ts runSlowdownFor). Applied throttling (`--throttling-method=devtools`)
 * slows the page while it loads, so it runs in one step with the host's slowdown.
 */
async function measure(url: string, root: string, hostSlowdown: number, extraFlags: readonly string[]): Promise<Measured> {
  if (extraFlags.some((flag) => flag.startsWith('--throttling-method=') && flag !== '--throttling-method=simulate')) {
    const report = JSON.parse(await recorded(() => runCli(lighthouseArgs(url, hostSlowdown, extraFlags), root))) as LhReport;
    return { report, cpuSlowdown: hostSlowdown, mainThreadCpuShare: 1 };
  }
  /** Gathering and auditing are retried together: a trace Lighthouse failed to record (NO_NAVSTART) only fails the audit. */
  return recorded(async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-run-'));
    try {
      await runCli([...lighthouseArgs(url, hostSlowdown, extraFlags), `-G=${dir}`], root);
      const trace = JSON.parse(fs.readFileSync(path.join(dir, 'defaultPass.trace.json'), 'utf8')) as { traceEvents: TraceEvent[] };
      const mainThreadCpuShare = mainThreadShare(trace.traceEvents).share;
      const cpuSlowdown = runSlowdownFor(hostSlowdown, mainThreadCpuShare);
      /** Lighthouse refuses to audit with settings other than those it gathered with; simulated gathering does not use the multiplier. */
      const artifactsFile = path.join(dir, 'artifacts.json');
      const artifacts = JSON.parse(fs.readFileSync(artifactsFile, 'utf8')) as {
        settings: { throttling: { cpuSlowdownMultiplier: number } };
      };
      artifacts.settings.throttling.cpuSlowdownMultiplier = cpuSlowdown;
      fs.writeFileSync(artifactsFile, JSON.stringify(artifacts));
      const report = JSON.parse(await runCli([...lighthouseArgs(url, cpuSlowdown, extraFlags), `-A=${dir}`], root)) as LhReport;
      return { report, cpuSlowdown, mainThreadCpuShare };
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
}

const score = (report: LhReport, id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
const numeric = (report: LhReport, id: string) => report.audits[id]?.numericValue ?? Number.NaN;

/** One run; `extraFlags` go to the CLI as they are (such as `--throttling-method=devtools`). */
export async function lighthouse(url: string, root = process.cwd(), extraFlags: readonly string[] = []): Promise<LighthouseRun> {
  const benchmarkIndex = await hostBenchmarkIndex(root);
  const hostSlowdown = cpuSlowdownFor(benchmarkIndex);
  const { report, cpuSlowdown, mainThreadCpuShare } = await measure(url, root, hostSlowdown, extraFlags);
  const failed = ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
    (report.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && report.audits[ref.id]?.scoreDisplayMode === 'binary' && report.audits[ref.id]?.score !== 1)
      .map((ref) => `${category}:${ref.id}`),
  );
  return {
    performance: score(report, 'performance'),
    accessibility: score(report, 'accessibility'),
    bestPractices: score(report, 'best-practices'),
    seo: score(report, 'seo'),
    lcp: numeric(report, 'largest-contentful-paint'),
    tbt: numeric(report, 'total-blocking-time'),
    cls: numeric(report, 'cumulative-layout-shift'),
    fcp: numeric(report, 'first-contentful-paint'),
    speedIndex: numeric(report, 'speed-index'),
    imageBytes: (report.audits['network-requests']?.details?.items ?? [])
      .filter((item) => item.resourceType === 'Image')
      .reduce((sum, item) => sum + (item.resourceSize ?? item.transferSize ?? 0), 0),
    failed,
    benchmarkIndex,
    hostSlowdown,
    mainThreadCpuShare,
    cpuSlowdown,
  };
}

/** `runs` sequential runs (never parallel: they would slow each other down) and the median of every figure. */
export async function lighthouseMedian(
  url: string,
  runs = 3,
  root = process.cwd(),
  /** Stops before `runs` once this says the runs so far decide what the caller asks of the median. */
  decided: (runsSoFar: LighthouseRun[]) => boolean = () => false,
): Promise<LighthouseRun & { runs: LighthouseRun[] }> {
  const all: LighthouseRun[] = [];
  for (let i = 0; i < runs && !(all.length > 0 && decided(all)); i += 1) all.push(await lighthouse(url, root));
  const pick = (key: Exclude<keyof LighthouseRun, 'failed'>) => median(all.map((run) => run[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
    fcp: pick('fcp'),
    speedIndex: pick('speedIndex'),
    imageBytes: pick('imageBytes'),
    benchmarkIndex: pick('benchmarkIndex'),
    hostSlowdown: pick('hostSlowdown'),
    mainThreadCpuShare: pick('mainThreadCpuShare'),
    cpuSlowdown: pick('cpuSlowdown'),
    failed: [...new Set(all.flatMap((run) => run.failed))],
    runs: all,
  };
}
