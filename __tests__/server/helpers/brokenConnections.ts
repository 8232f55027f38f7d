/** Leads whose connections break before they are handled: each complete lead is followed by junk, which the server refuses by dropping the connection. */
import { agedTokens, validLead } from './leads';
import { rawExchange } from './rawHttp';

/** Posts `count` valid leads that way and returns the numbers of those stored within 5 s (nobody waits for their answers). */
export async function leadsStoredFromBrokenConnections(
  base: string,
  count: number,
  stored: () => Promise<Record<string, unknown>[]>,
): Promise<string[]> {
  const port = Number(new URL(base).port);
  const run = `broken-${Date.now()}`;
  const tokens = await agedTokens(base, count);
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
  const numbers = async () =>
    (await stored()).map((lead) => new RegExp(`${run}-#(\\d+)#`).exec(String(lead.message))?.[1] ?? '').filter(Boolean);
  for (let wait = 0; wait < 50 && (await numbers()).length < count; wait += 1) await new Promise((r) => setTimeout(r, 100));
  return (await numbers()).sort((a, b) => Number(a) - Number(b));
}
