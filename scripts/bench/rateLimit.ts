/**
 * `node --import tsx scripts/bench/rateLimit.ts`: requests/s of the contact endpoint while the rate limiter's table
 * grows, every request from a new address (X-Forwarded-For behind TRUST_PROXY=1), measured at 10,000 and 40,000 tracked
 * addresses and /healthz's answer time at the end. Prints figures; asserts nothing. Options: --port N (default 9291).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

const at = process.argv.indexOf('--port');
const PORT = at > 0 ? Number(process.argv[at + 1]) : 9291;
const CLIENTS = 50;
const root = path.resolve(__dirname, '../..');

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-limit-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      LEADS_DIR: dir,
      PORT: String(PORT),
      HOST: 'localhost',
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://localhost:${PORT}`;
  try {
    for (let i = 0; ; i += 1) {
      try {
        if ((await fetch(`${base}/healthz`)).ok) break;
      } catch {
        if (i > 300) throw new Error('the server did not start');
        await new Promise((r) => setTimeout(r, 200));
      }
    }
    const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
    let address = 0;
    /** An empty JSON object from a new address: counted by the limiter, then refused (no render token), nothing stored. */
    const post = () =>
      new Promise<number>((resolve) => {
        const n = address++;
        const req = http.request(
          {
            host: 'localhost',
            port: PORT,
            path: '/api/contact',
            method: 'POST',
            agent,
            headers: {
              'content-type': 'application/json',
              'content-length': 2,
              'x-forwarded-for': `10.${n >> 16}.${(n >> 8) & 255}.${n & 255}`,
            },
          },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          },
        );
        req.on('error', () => resolve(0));
        req.end('{}');
      });
    const run = async (count: number) => {
      let left = count;
      const start = process.hrtime.bigint();
      await Promise.all(
        Array.from({ length: CLIENTS }, async () => {
          while (left-- > 0) await post();
        }),
      );
      return count / (Number(process.hrtime.bigint() - start) / 1e9);
    };
    const rateAt = async (tracked: number) => {
      await run(tracked - address);
      return run(5000);
    };
    /** Each figure is printed as soon as it is measured: the 300,000 step takes minutes on a busy machine. */
    for (const tracked of [10_000, 40_000, 300_000]) {
      const rate = await rateAt(tracked);
      const start = process.hrtime.bigint();
      await fetch(`${base}/healthz`);
      const healthMs = Number(process.hrtime.bigint() - start) / 1e6;
      console.log(
        `${rate.toFixed(0)} requests/s at ${tracked.toLocaleString('en')} tracked addresses (each request from a new one); /healthz then answered in ${healthMs.toFixed(1)} ms`,
      );
    }
    agent.destroy();
    console.log(
      `machine: ${os.cpus().length} CPUs, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
