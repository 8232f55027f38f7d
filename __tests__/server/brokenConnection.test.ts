/**
 * A complete lead whose connection breaks before it is handled (here: bytes after its end, which the server refuses by
 * dropping the connection) is still stored. Node forgets a closed socket's address, and the endpoint used to fail on
 * the missing address with a 503 nobody received, losing the lead (found by hostileBodies.test.ts).
 */
import { agedTokens, validLead } from './helpers/leads';
import { rawExchange } from './helpers/rawHttp';
import { PORT_BASE, startSite, type RunningSite } from './helpers/site';
import { fileStore } from './helpers/stores';

let site: RunningSite;
afterAll(async () => {
  await site?.stop();
});

test('10 leads each followed by junk on its connection: all 10 stored, no error logged', async () => {
  const env = await fileStore.create();
  site = await startSite({ ...env, LOG_LEVEL: 'warn' }, PORT_BASE + 94);
  const port = Number(new URL(site.base).port);
  const tokens = await agedTokens(site.base, 10);
  const run = `broken-${Date.now()}`;
  await Promise.all(
    tokens.map((renderToken, n) => {
      const body = Buffer.from(JSON.stringify({ ...validLead(`${run}-#${n}#`), renderToken }));
      return rawExchange(port, {
        headers: [
          ['Content-Type', 'application/json'],
          ['Content-Length', String(body.length)],
        ],
        body: Buffer.concat([body, Buffer.from('\u0000junk')]),
        autoLength: false,
      });
    }),
  );
  /** Nobody waits for these answers, so the leads are written after the connections closed. */
  const stored = async () => (await fileStore.leads(env)).map((lead) => /#(\d+)#/.exec(String(lead.message))?.[1] ?? '').filter(Boolean);
  for (let wait = 0; wait < 50 && (await stored()).length < 10; wait += 1) await new Promise((r) => setTimeout(r, 100));
  expect((await stored()).sort()).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
  expect(site.output.filter((line) => /error/i.test(line))).toEqual([]);
});
