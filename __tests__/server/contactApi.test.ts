/**
 * POST /api/contact against the real server, on each lead store: 201 and stored, 400 per field, 413, 415, bad JSON,
 * honeypot, time-trap, link cap, 50 concurrent leads intact, and a rate limit whose Retry-After follows the window.
 */
import { agedTokens, postJson, validLead } from './helpers/leads';
import { PORT_BASE, startSite, type RunningSite } from './helpers/site';
import { stores } from './helpers/stores';

describe.each(stores.map((store, i) => [store.name, store, i] as const))('%s', (_name, store, i) => {
  let site: RunningSite;
  let env: Record<string, string>;
  let tokens: string[];
  /** Each valid lead with a token of its own. */
  const valid = (marker: string) => ({ ...validLead(marker), renderToken: tokens.pop() });
  const post = (body: unknown, type = 'application/json') => postJson(site.base, body, { 'content-type': type });
  const stored = async () => (await store.leads(env)).map((lead) => JSON.stringify(lead));

  beforeAll(async () => {
    env = await store.create();
    site = await startSite({ ...env, CONTACT_RATE_LIMIT: '1000' }, PORT_BASE + 1 + i);
    tokens = await agedTokens(site.base, 200);
  });
  afterAll(async () => {
    await site?.stop();
  });

  test('a valid lead is answered 201 and is already in the store', async () => {
    const marker = `valid-${Date.now()}`;
    const response = await post(valid(marker));
    expect(response.status).toBe(201);
    const line = (await stored()).find((l) => l.includes(marker));
    expect(line).toBeDefined();
    expect(JSON.parse(line ?? '{}')).toMatchObject({
      form: 'default',
      name: 'Lena Brandt',
      email: 'lena@gardenize.app',
      company: 'Gardenize',
      receivedAt: expect.any(String),
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(JSON.parse(line ?? '{}')).not.toHaveProperty('website');
    expect(JSON.parse(line ?? '{}')).not.toHaveProperty('renderToken');
  });

  test.each([
    ['name', { name: '' }],
    ['email', { email: 'lena-at-gardenize' }],
    ['company', { company: ' ' }],
    ['message', { message: 'hi' }],
    ['audience', { form: 'pilot' }],
    ['form', { form: 'newsletter' }],
  ])('an invalid %s is answered 400 naming that field', async (field, change) => {
    const marker = `invalid-${field}-${Date.now()}`;
    const response = await post({ ...valid(marker), ...change });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { fields: Record<string, string> };
    expect(Object.keys(body.fields)).toEqual([field]);
    expect(body.fields[field].length).toBeGreaterThan(5);
    expect((await stored()).some((l) => l.includes(marker))).toBe(false);
  });

  test('a body over the limit is answered 413', async () => {
    const response = await post({ ...valid('big'), message: 'x'.repeat(64 * 1024) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'The message is too long.' });
  });

  test('anything but JSON is answered 415', async () => {
    const response = await post('name=Lena&email=lena@gardenize.app', 'application/x-www-form-urlencoded');
    expect(response.status).toBe(415);
  });

  test('only JSON media types count as JSON: application/json and application/*+json, not types that merely start alike', async () => {
    const statusFor = async (type: string) => (await post(valid(`type-${type}-${Date.now()}`), type)).status;
    const statuses = {
      'application/json-evil': await statusFor('application/json-evil'),
      'application/jsonp': await statusFor('application/jsonp'),
      'text/json': await statusFor('text/json'),
      'application/json; charset=utf-8': await statusFor('application/json; charset=utf-8'),
      'application/vnd.lead+json': await statusFor('application/vnd.lead+json'),
    };
    expect(statuses).toEqual({
      'application/json-evil': 415,
      'application/jsonp': 415,
      'text/json': 415,
      'application/json; charset=utf-8': 201,
      'application/vnd.lead+json': 201,
    });
  });

  test('a body that is not valid JSON is answered 400 with a JSON explanation', async () => {
    const response = await post('{"name": "Lena", "message": ');
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ error: 'The body is not valid JSON.', fields: {} });
  });

  test('a filled honeypot is answered like success and stored nowhere', async () => {
    const marker = `honeypot-${Date.now()}`;
    const response = await post({ ...valid(marker), website: 'https://cheap-seo.example' });
    expect(response.status).toBe(201);
    expect((await stored()).some((l) => l.includes(marker))).toBe(false);
  });

  test('a form without a valid render token is refused with a message, and stored nowhere', async () => {
    const marker = `forged-${Date.now()}`;
    for (const renderToken of [undefined, '1600000000000.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA']) {
      const response = await post({ ...validLead(marker), renderToken });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(/reload the page/);
    }
    expect((await stored()).some((l) => l.includes(marker))).toBe(false);
  });

  test('a message with more than three links is refused on the message field', async () => {
    const marker = `links-${Date.now()}`;
    const spam = `${marker} https://a.example https://b.example https://c.example https://d.example`;
    const response = await post({ ...valid(marker), message: spam });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: Record<string, string> }).fields).toEqual({
      message: expect.stringMatching(/at most 3 links/),
    });
    expect((await stored()).some((l) => l.includes(marker))).toBe(false);
  });

  test('50 concurrent valid leads give 50 intact records, none lost or interleaved', async () => {
    const batch = `batch-${Date.now()}`;
    const responses = await Promise.all(Array.from({ length: 50 }, (_, n) => post(valid(`${batch}-#${n}#`))));
    expect(responses.map((r) => r.status)).toEqual(Array(50).fill(201));
    const lines = await stored();
    const mine = lines.filter((l) => l.includes(batch)).map((l) => (JSON.parse(l) as { message: string }).message);
    expect(mine).toHaveLength(50);
    expect(new Set(mine.map((m) => /#(\d+)#/.exec(m)?.[1])).size).toBe(50);
  });
});

describe('rate limit', () => {
  let site: RunningSite;
  beforeAll(async () => {
    site = await startSite({ ...(await stores[0].create()), CONTACT_RATE_LIMIT: '3', CONTACT_RATE_WINDOW_MS: '90000' }, PORT_BASE + 3);
  });
  afterAll(async () => {
    await site?.stop();
  });

  test('the fourth post in the window is answered 429 with Retry-After for the rest of the 90 s window', async () => {
    const tokens = await agedTokens(site.base, 4);
    const statuses: number[] = [];
    let refused: Response | undefined;
    for (let n = 0; n < 4; n += 1) {
      const response = await postJson(site.base, { ...validLead(`limit-${n}`), renderToken: tokens[n] });
      statuses.push(response.status);
      if (response.status === 429) refused = response;
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    const retryAfter = Number(refused?.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(60);
    expect(retryAfter).toBeLessThanOrEqual(90);
  });
});

describe('time-trap', () => {
  let site: RunningSite;
  let env: Record<string, string>;
  /** Ten minutes instead of two seconds, so "too fast" does not depend on how quickly this machine answers. */
  beforeAll(async () => {
    env = await stores[0].create();
    site = await startSite({ ...env, FORM_MIN_FILL_MS: '600000' }, PORT_BASE + 4);
  });
  afterAll(async () => {
    await site?.stop();
  });

  test('a form sent before the minimum time after it was shown is answered 201 and stored nowhere', async () => {
    const marker = `too-fast-${Date.now()}`;
    const { token } = (await (await fetch(`${site.base}/api/contact`)).json()) as { token: string };
    const response = await postJson(site.base, { ...validLead(marker), renderToken: token });
    expect(response.status).toBe(201);
    expect(JSON.stringify(await stores[0].leads(env))).not.toContain(marker);
    const forged = await postJson(site.base, {
      ...validLead(`${marker}-forged`),
      renderToken: `${Date.now() - 3_600_000}.${'A'.repeat(43)}`,
    });
    expect(forged.status).toBe(400);
  });
});
