/** Stops the server started by globalSetup (its whole process group). */
import type { ChildProcess } from 'node:child_process';

export default async function globalTeardown() {
  const server = (globalThis as { __SERVER__?: ChildProcess }).__SERVER__;
  if (server?.pid) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}
