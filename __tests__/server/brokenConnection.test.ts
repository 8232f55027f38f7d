/**
 * A complete lead whose connection breaks before it is handled (here: bytes after its end, which the server refuses by
 * dropping the connection) is still stored. Node forgets a closed socket's address, and the endpoint used to fail on
 * the missing address with a 503 nobody received, losing the lead (found by hostileBodies.test.ts; the Gatsby Function's
 * case is in function.test.ts).
 */
import { leadsStoredFromBrokenConnections } from './helpers/brokenConnections';
import { PORT_BASE, startSite, type RunningSite } from './helpers/site';
import { fileStore } from './helpers/stores';

let site: RunningSite;
afterAll(async () => {
  await site?.stop();
});

test('10 leads each followed by junk on its connection: all 10 stored, no error logged', async () => {
  const env = await fileStore.create();
  site = await startSite({ ...env, LOG_LEVEL: 'warn' }, PORT_BASE + 94);
  expect(await leadsStoredFromBrokenConnections(site.base, 10, () => fileStore.leads(env))).toEqual(
    Array.from({ length: 10 }, (_, n) => String(n)),
  );
  expect(site.output.filter((line) => /error/i.test(line))).toEqual([]);
});
