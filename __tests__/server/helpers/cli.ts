/** Runs `npm run leads -- …` as an operator does (node with package.json's loader), without blocking the test's event loop. */
import { spawn } from 'node:child_process';
import { ROOT, serveCommand } from './site';

export interface CliResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

export function leadsCommand(args: string[], env: Record<string, string>): Promise<CliResult> {
  const child = spawn(process.execPath, [...serveCommand().slice(0, -1), 'scripts/leads.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  return new Promise((resolve) => child.on('close', (status) => resolve({ status, stdout, stderr })));
}
