/**
 * `npm run bench:leads`: accepted leads per second with 50 concurrent clients against the production server (started
 * here as `npm run serve` starts it, on a throwaway file store, or on DATABASE_URL if set), plus its memory.
 * Prints figures; it asserts nothing. Options: --leads N (default 6000), --clients N (default 50), --port N (default 9290).
 */
import fs from 'node:fs';
import http from 'node:http';
import { numberOption } from './args';
import { withBenchServer } from './benchServer';
import { machineLine, postJson, runConcurrently } from './loadRun';

const LEADS = numberOption('leads', 6000);
const CLIENTS = numberOption('clients', 50);
const PORT = numberOption('port', 9290);
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;

async function main() {
  const env = (dir: string) => ({
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : { LEADS_DIR: dir }),
    CONTACT_RATE_LIMIT: '10000000',
  });
  await withBenchServer({ port: PORT, tmpPrefix: 'bench-leads-', env }, async ({ base, pid, dir }) => {
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
      postJson(
        agent,
        PORT,
        '/api/contact',
        JSON.stringify({
          form: 'default',
          name: 'Lena Brandt',
          email: 'lena@gardenize.app',
          company: 'Gardenize',
          message: `Redesign of our plant care app onboarding, lead ${n}.`,
          website: '',
          renderToken: tokens.pop(),
        }),
      );
    const run = async (count: number) => {
      let accepted = 0;
      const seconds = await runConcurrently(CLIENTS, count, async (n) => {
        if ((await post(n)) === 201) accepted += 1;
      });
      return { accepted, seconds };
    };
    await run(500);
    const before = rssMb(pid);
    const { accepted, seconds } = await run(LEADS);
    const after = rssMb(pid);
    agent.destroy();
    console.log(`store: ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `file store in ${dir}`}`);
    console.log(
      `${accepted} of ${LEADS} leads accepted (201) in ${seconds.toFixed(2)} s with ${CLIENTS} concurrent clients: ${(accepted / seconds).toFixed(0)} accepted leads/s`,
    );
    console.log(`server RSS: ${before.toFixed(1)} MB before, ${after.toFixed(1)} MB after (growth ${(after - before).toFixed(1)} MB)`);
    console.log(machineLine());
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
