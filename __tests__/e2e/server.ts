/** Where the built site is served for browser tests, how to wait for it, and how to start another `npm run serve` with its own environment. */
import { spawn } from 'node:child_process';
import path from 'node:path';

export const PORT = Number(process.env.E2E_PORT ?? 9100);
export const BASE = `http://localhost:${PORT}`;
/** Ports E2E_PORT+10 … +19 belong to the suite that owns E2E_PORT: extra servers, one per spec and parallel worker. */
export const EXTRA_PORT = Number(process.env.E2E_EXTRA_PORT ?? PORT + 10);
/** The most Playwright workers the extra ports are laid out for (playwright.config.ts, E2E_WORKERS). */
export const MAX_WORKERS = 5;

/** The port of a spec's extra server on one worker: each spec (`slot` 0 or 1) has its own block, so two never share a port. */
export function extraPort(slot: 0 | 1, parallelIndex: number): number {
  if (parallelIndex >= MAX_WORKERS) throw new Error(`extra servers are laid out for ${MAX_WORKERS} workers; E2E_WORKERS is higher`);
  return EXTRA_PORT + slot * MAX_WORKERS + parallelIndex;
}
/** The analytics receiver (E2E_PORT+20) and the copy built with analytics on (E2E_PORT+21), as scripts/build-analytics-site.sh builds it. */
export const ANALYTICS_RECEIVER_PORT = PORT + 20;
export const ANALYTICS_SITE_PORT = PORT + 21;
export const analyticsSiteDir = () =>
  process.env.ANALYTICS_SITE_DIR ?? path.join(process.env.TMPDIR ?? '/tmp', `oakline-analytics-site-${PORT}`);

export async function waitForServer(url: string, timeoutMs = 60000): Promise<void> {
  const start = Date.now();
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    if (Date.now() - start > timeoutMs) throw new Error(`server at ${url} did not start within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

export interface ExtraServer {
  base: string;
  stop: () => Promise<void>;
}

/** `npm run serve` (the README's production server) on the same build with extra environment, e.g. a lead store that cannot be written. */
export async function startServer(env: Record<string, string>, port: number, cwd = path.resolve(__dirname, '../..')): Promise<ExtraServer> {
  const child = spawn('npm', ['run', 'serve'], {
    cwd,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', PORT: String(port), HOST: 'localhost', FORM_MIN_FILL_MS: '0', ...env },
    stdio: ['ignore', 'ignore', 'ignore'],
    detached: true,
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://localhost:${port}`;
  await waitForServer(`${base}/`);
  return {
    base,
    stop: async () => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGTERM');
      } catch {
        return;
      }
      await exited;
    },
  };
}
