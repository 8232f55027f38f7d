/**
 * Starts the production server exactly as `npm run serve` does (the same node arguments, read from package.json) with
 * its own environment and port, and gives the test its address, pid, access log and a way to signal or stop it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { TEST_MIN_FILL_MS } from './leads';

export const ROOT = path.resolve(__dirname, '../../..');
/** This suite's ports: 9200-9299 (the PostgreSQL cluster takes any free one). */
export const PORT_BASE = Number(process.env.SERVER_TEST_PORT ?? 9200);

export interface RunningSite {
  base: string;
  pid: number;
  child: ChildProcess;
  /** Lines the server printed (stdout and stderr), oldest first. */
  output: string[];
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

/** `node --import tsx server/main.ts` from package.json's `serve` script, so the tests start what the README starts. */
export function serveCommand(): string[] {
  const script = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts
    .serve;
  const [command, ...args] = script.split(/\s+/);
  if (command !== 'node') throw new Error(`package.json "serve" should start node, found: ${script}`);
  return args;
}

export async function startSite(env: Record<string, string>, port: number): Promise<RunningSite> {
  const child = spawn(process.execPath, serveCommand(), {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: 'localhost',
      PORT: String(port),
      CONTACT_RATE_LIMIT: '100000',
      FORM_MIN_FILL_MS: String(TEST_MIN_FILL_MS),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const collect = (chunk: Buffer) => output.push(...chunk.toString('utf8').split('\n').filter(Boolean));
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://localhost:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output.join('\n')}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server on ${port} did not answer /healthz within 60 s:\n${output.join('\n')}`);
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    base,
    pid: child.pid ?? 0,
    child,
    output,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}

/** Resident memory of a process in MB (Linux /proc). */
export const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;
