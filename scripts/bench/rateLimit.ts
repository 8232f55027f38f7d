/**
 * `node --import tsx scripts/bench/rateLimit.ts`: requests/s of the contact endpoint while the rate limiter's table
 * grows, every request from a new address (X-Forwarded-For behind TRUST_PROXY=1), measured at 10,000 and 40,000 tracked
 * addresses and /healthz's answer time at the end. Prints figures; asserts nothing. Options: --port N (default 9291).
 */
import http from 'node:http';
import { numberOption } from './args';
import { withBenchServer } from './benchServer';
import { machineLine, postJson, runConcurrently } from './loadRun';

const PORT = numberOption('port', 9291);
const CLIENTS = 50;

async function main() {
  const env = (dir: string) => ({ LEADS_DIR: dir, TRUST_PROXY: '1' });
  await withBenchServer({ port: PORT, tmpPrefix: 'bench-limit-', env }, async ({ base }) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
    let address = 0;
    /** An empty JSON object from a new address: counted by the limiter, then refused (no render token), nothing stored. */
    const post = async () => {
      const n = address++;
      await postJson(agent, PORT, '/api/contact', '{}', { 'x-forwarded-for': `10.${n >> 16}.${(n >> 8) & 255}.${n & 255}` });
    };
    const run = async (count: number) => count / (await runConcurrently(CLIENTS, count, post));
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
    console.log(machineLine());
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
