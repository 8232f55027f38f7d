/** Starts the production server for a load benchmark (as `npm run serve` does, on a throwaway directory) and stops it afterwards. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

export interface BenchServer {
  /** `http://localhost:<port>` */
  base: string;
  pid: number;
  /** The throwaway directory, removed when the benchmark ends. */
  dir: string;
}

/** Runs `work` against a server on `port` started with `env(dir)` added to this process's environment; waits for /healthz first. */
export async function withBenchServer(
  { port, tmpPrefix, env }: { port: number; tmpPrefix: string; env: (dir: string) => NodeJS.ProcessEnv },
  work: (server: BenchServer) => Promise<void>,
): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), tmpPrefix));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, ...env(dir), PORT: String(port), HOST: 'localhost', LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://localhost:${port}`;
  try {
    for (let i = 0; ; i += 1) {
      try {
        if ((await fetch(`${base}/healthz`)).ok) break;
      } catch {
        if (i > 300) throw new Error('the server did not start');
        await new Promise((r) => setTimeout(r, 200));
      }
    }
    await work({ base, pid: child.pid ?? 0, dir });
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
