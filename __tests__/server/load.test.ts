/**
 * 4,000 mixed posts (valid, invalid, honeypot, bad JSON, no render token, wrong type) from 50 clients, on each store:
 * the server's resident memory grows by at most 100 MB, and every accepted lead is stored once.
 */
import { agedTokens, validLead } from './helpers/leads';
import { burst } from './helpers/burst';
import { PORT_BASE, rssMb, startSite, type RunningSite } from './helpers/site';
import { stores } from './helpers/stores';

describe.each(stores.map((store, i) => [store.name, store, i] as const))('%s', (name, store, i) => {
  let site: RunningSite;
  let env: Record<string, string>;
  beforeAll(async () => {
    env = await store.create();
    site = await startSite({ ...env, LOG_LEVEL: 'warn' }, PORT_BASE + 20 + i);
  });
  afterAll(async () => {
    await site?.stop();
  });

  test('4,000 mixed posts leave memory flat and every accepted lead stored', async () => {
    const tokens = await agedTokens(site.base, 4300);
    const run = `load-${Date.now()}`;
    const body = (index: number): { body: string; type?: string } => {
      const lead = { ...validLead(`${run}-#${index}#`), renderToken: tokens[index % 100_000] };
      switch (index % 8) {
        case 4:
          return { body: JSON.stringify({ ...lead, email: 'not-an-address' }) };
        case 5:
          return { body: JSON.stringify({ ...lead, website: 'https://cheap-seo.example' }) };
        case 6:
          return { body: '{"form": "default", "name": ' };
        case 7:
          return index % 16 === 7
            ? { body: JSON.stringify({ ...lead, renderToken: undefined }) }
            : { body: 'name=Lena', type: 'application/x-www-form-urlencoded' };
        default:
          return { body: JSON.stringify(lead) };
      }
    };
    await burst(site.base, (index) => body(index + 104_000), 300);
    const before = rssMb(site.pid);
    const answers = await burst(site.base, body, 4000);
    const after = rssMb(site.pid);
    console.log(
      `${name}: RSS ${before.toFixed(1)} MB before 4,000 posts, ${after.toFixed(1)} MB after (growth ${(after - before).toFixed(1)} MB)`,
    );
    const expected = (index: number) => ([4, 6].includes(index % 8) || index % 16 === 7 ? 400 : index % 8 === 7 ? 415 : 201);
    expect(answers.filter((a) => a.status !== expected(a.index))).toEqual([]);
    expect(after - before).toBeLessThanOrEqual(100);
    const stored = (await store.leads(env))
      .map((lead) => /#(\d+)#/.exec(String(lead.message))?.[1])
      .filter((n) => n !== undefined && Number(n) < 100_000);
    const accepted = answers.filter((a) => a.index % 8 < 4).map((a) => String(a.index));
    expect(stored.sort()).toEqual(accepted.sort());
  });
});
