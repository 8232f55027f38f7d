/** Starts `gatsby serve` on the production build (public/) once for all browser tests. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { BASE, PORT, waitForServer } from './server';

export default async function globalSetup() {
  const root = path.resolve(__dirname, '../..');
  if (!fs.existsSync(path.join(root, 'public/index.html'))) throw new Error('No production build in public/: run `npx gatsby build` first');
  const dataDir = fs.mkdtempSync(path.join(require('node:os').tmpdir(), 'leads-'));
  const server = spawn(path.join(root, 'node_modules/.bin/gatsby'), ['serve', '--port', String(PORT), '--host', 'localhost'], {
    cwd: root,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', LEADS_DIR: process.env.LEADS_DIR ?? dataDir, CONTACT_RATE_LIMIT: process.env.CONTACT_RATE_LIMIT ?? '1000' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  server.stdout?.on('data', () => undefined);
  server.stderr?.on('data', (chunk) => process.stderr.write(chunk));
  (globalThis as { __SERVER__?: typeof server }).__SERVER__ = server;
  process.env.E2E_LEADS_DIR = process.env.LEADS_DIR ?? dataDir;
  await waitForServer(`${BASE}/`);
}
