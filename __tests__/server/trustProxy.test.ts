/**
 * TRUST_PROXY decides whose address the rate limit counts. Off (the default), X-Forwarded-For is ignored: a client
 * cannot dodge the limit by inventing addresses. On, each visitor behind the proxy has their own bucket.
 */
import { agedTokens, postJson, validLead } from './helpers/leads';
import { PORT_BASE, startSite, type RunningSite } from './helpers/site';
import { fileStore } from './helpers/stores';

const LIMIT = 2;

async function statusesFrom(site: RunningSite, addresses: string[]): Promise<number[]> {
  const tokens = await agedTokens(site.base, addresses.length);
  const statuses: number[] = [];
  for (const [n, address] of addresses.entries())
    statuses.push(
      (await postJson(site.base, { ...validLead(`proxy-${n}`), renderToken: tokens[n] }, { 'x-forwarded-for': address })).status,
    );
  return statuses;
}

describe.each([
  ['off (default)', {}, PORT_BASE + 15],
  ['on, one hop', { TRUST_PROXY: '1' }, PORT_BASE + 16],
  ["on, the proxy's address", { TRUST_PROXY: '127.0.0.1/8, ::1' }, PORT_BASE + 17],
] as const)('TRUST_PROXY %s', (label, setting, port) => {
  let site: RunningSite;
  beforeAll(async () => {
    site = await startSite({ ...(await fileStore.create()), ...setting, CONTACT_RATE_LIMIT: String(LIMIT) }, port);
  });
  afterAll(async () => {
    await site?.stop();
  });

  const trusted = label !== 'off (default)';
  test(
    trusted ? 'visitors named by the proxy each get their own limit' : "forged X-Forwarded-For addresses all share the socket's limit",
    async () => {
      const visitors = ['198.51.100.7', '198.51.100.7', '198.51.100.7', '203.0.113.20', '203.0.113.20', '192.0.2.44'];
      const statuses = await statusesFrom(site, visitors);
      expect(statuses).toEqual(trusted ? [201, 201, 429, 201, 201, 201] : [201, 201, 429, 429, 429, 429]);
    },
  );
});

describe('IPv6 visitors', () => {
  let site: RunningSite;
  beforeAll(async () => {
    site = await startSite({ ...(await fileStore.create()), TRUST_PROXY: '1', CONTACT_RATE_LIMIT: String(LIMIT) }, PORT_BASE + 19);
  });
  afterAll(async () => {
    await site?.stop();
  });

  test('are limited per /64: new addresses inside one block share its limit, another block has its own', async () => {
    const visitors = ['2001:db8:7:1::1', '2001:db8:7:1::2', '2001:db8:7:1:ffff::3', '2001:db8:7:1:8000:1:2:3', '2001:db8:7:2::1'];
    expect(await statusesFrom(site, visitors)).toEqual([201, 201, 429, 429, 201]);
  });
});

test('a TRUST_PROXY the server cannot read stops it at start, naming the variable', async () => {
  await expect(startSite({ ...(await fileStore.create()), TRUST_PROXY: 'our load balancer' }, PORT_BASE + 18)).rejects.toThrow(
    /TRUST_PROXY=our load balancer: expected/,
  );
});
