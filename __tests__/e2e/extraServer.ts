/** A second `gatsby serve` on the same build with its own environment (e.g. a lead store that cannot be written), for one test file. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { PORT, waitForServer } from './server';

/** Ports E2E_PORT+10 … +13 belong to the suite that owns E2E_PORT. */
export const EXTRA_PORT = Number(process.env.E2E_EXTRA_PORT ?? PORT + 10);

export async function startExtraServer(env: Record<string, string>, port = EXTRA_PORT): Promise<{ base: string; stop: () => void }> {
  const root = path.resolve(__dirname, '../..');
  const child: ChildProcess = spawn(path.join(root, 'node_modules/.bin/gatsby'), ['serve', '--port', String(port), '--host', 'localhost'], {
    cwd: root,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  child.stderr?.on('data', () => undefined);
  const base = `http://localhost:${port}`;
  await waitForServer(`${base}/`);
  return {
    base,
    stop: () => {
      if (child.pid) {
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          // already gone
        }
      }
    },
  };
}
