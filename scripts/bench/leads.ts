/**
 * `npm run bench:leads`: accepted leads per second with 50 concurrent clients against the production server (started
 * here as `npm run serve` starts it, on a throwaway file store, or on DATABASE_URL if set), plus its memory.
 * Prints figures; it asserts nothing. Options: --leads N (default 6000), --clients N (default 50), --port N (default 9290).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const LEADS = arg('leads', 6000);
const CLIENTS = arg('clients', 50);
const PORT = arg('port', 9290);
const root = path.resolve(__dirname, '../..');
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-leads-'));
  const store = process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : { LEADS_DIR: dir };
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      ...store,
      PORT: String(PORT),
      HOST: 'localhost',
      CONTACT_RATE_LIMIT: '10000000',
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
    /** Each token carries one lead: one per post, fetched up front and aged past the 2 s time-trap together. */
    const tokens: string[] = [];
    while (tokens.length < LEADS + 500)
      tokens.push(
        ...(await Promise.all(
          Array.from({ length: 100 }, async () => ((await (await fetch(`${base}/api/contact`)).json()) as { token: string }).token),
        )),
      );
    await new Promise((r) => setTimeout(r, 2100));
    const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
    const post = (n: number) =>
      new Promise<number>((resolve) => {
        const body = JSON.stringify({
          form: 'default',
          name: 'Lena Brandt',
          email: 'lena@gardenize.app',
          company: 'Gardenize',
          message: `Redesign of our plant care app onboarding, lead ${n}.`,
          website: '',
          renderToken: tokens.pop(),
        });
        const req = http.request(
          {
            host: 'localhost',
            port: PORT,
            path: '/api/contact',
            method: 'POST',
            agent,
            headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
          },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          },
        );
        req.on('error', () => resolve(0));
        req.end(body);
      });
    const run = async (count: number) => {
      let next = 0;
      let accepted = 0;
      const start = process.hrtime.bigint();
      await Promise.all(
        Array.from({ length: CLIENTS }, async () => {
          while (next < count) if ((await post(next++)) === 201) accepted += 1;
        }),
      );
      return { accepted, seconds: Number(process.hrtime.bigint() - start) / 1e9 };
    };
    await run(500);
    const before = rssMb(child.pid ?? 0);
    const { accepted, seconds } = await run(LEADS);
    const after = rssMb(child.pid ?? 0);
    agent.destroy();
    console.log(`store: ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `file store in ${dir}`}`);
    console.log(
      `${accepted} of ${LEADS} leads accepted (201) in ${seconds.toFixed(2)} s with ${CLIENTS} concurrent clients: ${(accepted / seconds).toFixed(0)} accepted leads/s`,
    );
    console.log(`server RSS: ${before.toFixed(1)} MB before, ${after.toFixed(1)} MB after (growth ${(after - before).toFixed(1)} MB)`);
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
