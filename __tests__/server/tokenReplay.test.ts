/**
 * A form render token carries one lead and ages out: replays of a used token are refused on each store (with
 * PostgreSQL, also by another instance sharing the database), and tokens signed 30 or 365 days ago are refused while
 * one signed an hour ago passes. The test signs its tokens itself with FORM_TOKEN_SECRET, as a bot knowing it could.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { agedToken, postJson, validLead } from './helpers/leads';
import { PORT_BASE, startSite, type RunningSite } from './helpers/site';
import { postgresStore, stores } from './helpers/stores';

const SECRET = 'token-replay-test-secret';
const DAY = 86_400_000;

/** `<issued-at ms>.<random id>.<HMAC-SHA256 of "oakline-form:<issued-at>:<id>">`, as docs/security.md describes the token. */
const signedAt = (issuedAt: number) => {
  const id = randomBytes(16).toString('base64url');
  return `${issuedAt}.${id}.${createHmac('sha256', SECRET).update(`oakline-form:${issuedAt}:${id}`).digest('base64url')}`;
};

describe.each(stores.map((store, i) => [store.name, store, i] as const))('%s', (name, store, i) => {
  let site: RunningSite;
  let env: Record<string, string>;
  beforeAll(async () => {
    env = await store.create();
    site = await startSite({ ...env, FORM_TOKEN_SECRET: SECRET, LOG_LEVEL: 'warn' }, PORT_BASE + 44 + i);
  });
  afterAll(async () => {
    await site?.stop();
  });

  test('one token, 50 posts: the first lead is stored, the 49 replays are refused as out of date', async () => {
    const token = await agedToken(site.base);
    const run = `replay-${Date.now()}`;
    const answers: { status: number; code?: string }[] = [];
    for (let n = 0; n < 50; n += 1) {
      const response = await postJson(site.base, { ...validLead(`${run}-#${n}#`), renderToken: token });
      answers.push({ status: response.status, code: ((await response.json()) as { code?: string }).code });
    }
    const stored = (await store.leads(env)).filter((l) => String(l.message).includes(run));
    console.log(`${name}: one token posted 50 times: ${answers.filter((a) => a.status === 201).length} accepted, ${stored.length} stored`);
    expect(answers[0].status).toBe(201);
    expect(answers.slice(1)).toEqual(Array(49).fill({ status: 400, code: 'token' }));
    expect(stored).toHaveLength(1);
  });

  test('tokens signed 30 and 365 days ago are refused; one signed an hour ago passes', async () => {
    const run = `age-${Date.now()}`;
    const statusAt = async (ageMs: number, n: number) =>
      (await postJson(site.base, { ...validLead(`${run}-${n}`), renderToken: signedAt(Date.now() - ageMs) })).status;
    const statuses = [
      await statusAt(30 * DAY, 1),
      await statusAt(365 * DAY, 2),
      await statusAt(DAY + 60_000, 3),
      await statusAt(3_600_000, 4),
    ];
    console.log(`${name}: tokens 30 d, 365 d, 1 d 1 min and 1 h old answered ${statuses.join(', ')}`);
    expect(statuses).toEqual([400, 400, 400, 201]);
  });
});

describe('PostgreSQL, two instances sharing the database', () => {
  const sites: RunningSite[] = [];
  afterAll(async () => {
    await Promise.all(sites.map((s) => s.stop()));
  });

  test('a token used on one instance is refused on the other', async () => {
    const env = await postgresStore.create();
    sites.push(await startSite({ ...env, LOG_LEVEL: 'warn' }, PORT_BASE + 46));
    sites.push(await startSite({ ...env, LOG_LEVEL: 'warn' }, PORT_BASE + 47));
    const token = await agedToken(sites[0].base);
    const run = `shared-${Date.now()}`;
    const first = await postJson(sites[0].base, { ...validLead(`${run}-a`), renderToken: token });
    const second = await postJson(sites[1].base, { ...validLead(`${run}-b`), renderToken: token });
    expect([first.status, second.status]).toEqual([201, 400]);
    expect((await postgresStore.leads(env)).filter((l) => String(l.message).includes(run))).toHaveLength(1);
  });
});
