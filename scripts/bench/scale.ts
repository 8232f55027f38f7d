// `npm run bench -- --scale N`: builds content N times the size of content/ cold and warm, and records pages, seconds, s/page and peak memory in docs/benchmark.md.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeSyntheticContent } from './syntheticContent';
import { checkContent, formatProblems } from '../../src/content-model/check';
import { samplePeakRss } from './processRss';
import { buildStages, slowestStages, type Stage } from './buildStages';
import { listHtml } from '../../src/gatsby-node/postBuild/htmlFiles';
import { firstLoadJsOf } from './measure';
import { lighthouseMedian } from './lighthouse';
import { startServer } from '../../__tests__/e2e/server';
import { withScaleResult } from './scaleReport';

const root = path.resolve(__dirname, '../..');
const gatsby = path.join(root, 'node_modules/.bin/gatsby');

interface Run {
  seconds: number;
  peakMb: number;
  stages: Stage[];
}

/** Runs `gatsby <args>` on `contentDir`, timing it and sampling the memory of its process tree. */
function gatsbyRun(args: string[], contentDir: string): Promise<Run> {
  const env = { ...process.env, CONTENT_DIR: contentDir, GATSBY_TELEMETRY_DISABLED: '1', CI: 'true' };
  const start = Date.now();
  const child = spawn(gatsby, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const memory = samplePeakRss(child.pid as number);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('close', (code) => {
      const peakMb = memory.stop();
      if (code !== 0) reject(new Error(`gatsby ${args.join(' ')} failed (exit ${code}):\n${output.slice(-4000)}`));
      else resolve({ seconds: (Date.now() - start) / 1000, peakMb, stages: buildStages(output) });
    });
  });
}

export async function benchScale(scale: number): Promise<void> {
  const temp = scale === 1 ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), `oakline-scale-${scale}x-`));
  const contentDir = temp ? path.join(temp, 'content') : path.join(root, 'content');
  try {
    if (temp) {
      const counts = writeSyntheticContent(path.join(root, 'content'), contentDir, scale);
      console.error(
        `bench --scale ${scale}: wrote ${contentDir} (${Object.entries(counts)
          .map(([dir, n]) => `${n} ${dir}`)
          .join(', ')})`,
      );
    }
    console.error('bench: content checks…');
    const problems = checkContent(contentDir, root);
    if (problems.length > 0) throw new Error(`the ${scale}× content does not pass the content checks:\n${formatProblems(problems)}`);

    await gatsbyRun(['clean'], contentDir);
    console.error('bench: cold build (gatsby clean first)…');
    const cold = await gatsbyRun(['build'], contentDir);
    console.error(`bench: cold ${cold.seconds.toFixed(1)} s; warm build…`);
    const warm = await gatsbyRun(['build'], contentDir);

    const publicDir = path.join(root, 'public');
    const pages = listHtml(publicDir).length;
    const peakMb = Math.max(cold.peakMb, warm.peakMb);
    const server = await startServer({}, Number(process.env.BENCH_PORT ?? 9300));
    /** One after the other: a Lighthouse run beside another browser would measure a slower machine. */
    const measureCases = async () => {
      const sizes = await firstLoadJsOf(server.base, ['/cases/'], publicDir);
      const lh = await lighthouseMedian(`${server.base}/cases/`, 3, root);
      return { casesJs: sizes.get('/cases/')?.total ?? Number.NaN, casesPerformance: lh.performance };
    };
    const { casesJs, casesPerformance } = await measureCases().finally(() => server.stop());
    const casesPageData = fs.statSync(path.join(publicDir, 'page-data/cases/page-data.json')).size;
    const result = {
      scale,
      measured: new Date().toISOString(),
      pages,
      coldSeconds: cold.seconds,
      warmSeconds: warm.seconds,
      peakMb,
      coldStages: cold.stages,
      casesJs,
      casesPageData,
      casesPerformance,
    };

    const docFile = path.join(root, 'docs/benchmark.md');
    const doc = fs.existsSync(docFile) ? fs.readFileSync(docFile, 'utf8') : '# Benchmark\n';
    fs.writeFileSync(docFile, withScaleResult(doc, result));
    console.log(
      `${scale}×: ${pages} pages, cold ${cold.seconds.toFixed(1)} s, warm ${warm.seconds.toFixed(1)} s, ${(cold.seconds / pages).toFixed(3)} s/page cold, peak ${Math.round(peakMb)} MB`,
    );
    console.log(
      `/cases/: first-load JS ${(casesJs / 1024).toFixed(1)} kB gz, page-data ${(casesPageData / 1024).toFixed(1)} kB, Lighthouse performance ${casesPerformance}`,
    );
    console.log(
      `slowest cold stages: ${slowestStages(cold.stages, 6)
        .map((s) => `${s.name} ${s.seconds.toFixed(1)} s`)
        .join('; ')}`,
    );
  } finally {
    if (temp) fs.rmSync(temp, { recursive: true, force: true });
  }
}
