/**
 * One visitor's NUL character or lone surrogate, in a burst of leads written together: on both stores that lead is
 * refused with a 400 naming the field and every other lead is stored. Below the endpoint, a PostgreSQL batch holding a
 * lead it refuses still stores the others.
 */
import { randomUUID } from 'node:crypto';
import { agedTokens, validLead } from './helpers/leads';
import { burst } from './helpers/burst';
import { PORT_BASE, startSite, type RunningSite } from './helpers/site';
import { postgresStore, stores } from './helpers/stores';
import { pgLeadStore } from '../../src/leads/pgStore';
import type { LeadRecord } from '../../src/leads/store';

describe.each(stores.map((store, i) => [store.name, store, i] as const))('%s', (name, store, i) => {
  let site: RunningSite;
  afterAll(async () => {
    await site?.stop();
  });

  test('50 leads at once, one with a NUL and one with a lone surrogate: those two get 400 naming the field, the 48 others are stored', async () => {
    const env = await store.create();
    site = await startSite({ ...env, LOG_LEVEL: 'warn' }, PORT_BASE + 42 + i);
    const tokens = await agedTokens(site.base, 50);
    const run = `chars-${Date.now()}`;
    const bad: Record<number, Record<string, string>> = { 17: { name: 'Lena\u0000Brandt' }, 33: { company: 'Gardenize \ud800' } };
    const bodies: Record<number, string> = {};
    const answers = await burst(
      site.base,
      (index) => ({ body: JSON.stringify({ ...validLead(`${run}-#${index}#`), ...bad[index], renderToken: tokens[index] }) }),
      50,
      50,
    );
    await Promise.all(
      [17, 33].map(async (index) => {
        const response = await fetch(`${site.base}/api/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...validLead(`${run}-again-${index}`), ...bad[index], renderToken: tokens[index] }),
        });
        bodies[index] = JSON.stringify(await response.json());
      }),
    );
    const byIndex = new Map(answers.map((a) => [a.index, a.status]));
    const neighbours = answers.filter((a) => !(a.index in bad));
    const stored = new Set((await store.leads(env)).map((l) => /#(\d+)#/.exec(String(l.message))?.[1]));
    console.log(
      `${name}: the 2 odd leads answered ${byIndex.get(17)} and ${byIndex.get(33)}; ${neighbours.filter((a) => a.status === 201).length} of their 48 neighbours answered 201, ${neighbours.filter((a) => stored.has(String(a.index))).length} stored`,
    );
    expect(byIndex.get(17)).toBe(400);
    expect(byIndex.get(33)).toBe(400);
    expect(JSON.parse(bodies[17]).fields).toEqual({ name: expect.any(String) });
    expect(JSON.parse(bodies[33]).fields).toEqual({ company: expect.any(String) });
    expect(neighbours.map((a) => a.status).filter((s) => s !== 201)).toEqual([]);
    expect(neighbours.filter((a) => !stored.has(String(a.index)))).toEqual([]);
    expect(stored.has('17') || stored.has('33')).toBe(false);
  });
});

test('a PostgreSQL batch holding a lead the database refuses stores every other lead of the batch', async () => {
  const env = await postgresStore.create();
  const store = pgLeadStore(env.DATABASE_URL);
  await store.open();
  const lead = (n: number, name = 'Lena Brandt'): LeadRecord => ({
    id: randomUUID(),
    receivedAt: new Date().toISOString(),
    form: 'default',
    language: 'en',
    name,
    email: 'lena@gardenize.app',
    company: 'Gardenize',
    message: `Redesign of our plant care app onboarding. batch-${n}`,
  });
  try {
    /** Added in one turn of the event loop, so they share one batch; the NUL gets past no schema here. */
    const outcomes = await Promise.allSettled([1, 2, 3, 4, 5].map((n) => store.add(n === 3 ? lead(n, 'Lena\u0000') : lead(n), [])));
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    const stored = (await postgresStore.leads(env)).map((l) => /batch-(\d)/.exec(String(l.message))?.[1]).sort();
    expect(stored).toEqual(['1', '2', '4', '5']);
  } finally {
    await store.close();
  }
});
