/**
 * The lead endpoint stays unbreakable: thousands of generated bodies (fast-check, fixed seed), hostile and valid, sent
 * byte for byte to the real server on each lead store, never get a 5xx nor stop the process, and every lead it
 * acknowledges is in the store while every other (a filled honeypot among them) is not.
 */
import fc from 'fast-check';
import { issueRenderToken } from '../../src/leads/token';
import { probeKinds } from './helpers/hostileProbes';
import type { Fresh, Probe } from './helpers/leadArbitraries';
import { rawExchange } from './helpers/rawHttp';
import { PORT_BASE, startSite, type RunningSite } from './helpers/site';
import { stores } from './helpers/stores';

/** Probes sent at once, each on its own connection, as concurrent visitors and bots would. */
const CONCURRENT_PROBES = 8;
const SEED = 42;
const FORM_TOKEN_SECRET = 'hostile-bodies-test-secret';
const PROBES_PER_STORE = probeKinds.reduce((sum, kind) => sum + kind.runs * CONCURRENT_PROBES, 0);

interface Sent {
  probe: Probe;
  /** The first final answer (100 Continue aside), or undefined when the server answered nothing. */
  status?: number;
  statuses: number[];
}

let serial = 0;
/** A token minted with the server's secret a second ago (past the time-trap) and a marker no other probe carries. */
const fresh = (): Fresh => ({ token: issueRenderToken(FORM_TOKEN_SECRET, Date.now() - 1000), marker: `<<probe-${(serial += 1)}>>` });

/** What is wrong with a probe's answers, if anything. */
function problemWith(probe: Probe, statuses: number[], status: number | undefined): string | undefined {
  if (statuses.some((s) => s >= 500)) return 'a 5xx';
  if (status === undefined) return probe.mayGoUnanswered ? undefined : 'no answer';
  if (probe.expected && !probe.expected.includes(status)) return `not ${probe.expected.join(' or ')}`;
  /** A 201 for a body with no lead of ours in it acknowledges something nobody can find. */
  if (status === 201 && !probe.honeypot && !probe.marker) return '201 for a body without a lead';
  return undefined;
}

const isAcknowledgedLead = (sent: Sent) => sent.status === 201 && !sent.probe.honeypot;

describe.each(stores.map((store, i) => [store.name, store, i] as const))('%s', (storeName, store, i) => {
  let site: RunningSite;
  let env: Record<string, string>;
  let port: number;
  const tally: string[] = [];
  let firstProbe = 0;

  beforeAll(async () => {
    firstProbe = serial + 1;
    env = await store.create();
    site = await startSite({ ...env, LOG_LEVEL: 'warn', FORM_TOKEN_SECRET }, PORT_BASE + 92 + i);
    port = Number(new URL(site.base).port);
  });
  afterAll(async () => {
    console.log(`hostile bodies on the ${storeName} (seed ${SEED}):\n${tally.join('\n')}`);
    await site?.stop();
  });

  describe.each(probeKinds.map((kind) => [kind.name, kind] as const))('%s', (kindName, kind) => {
    test(`${kind.runs * CONCURRENT_PROBES} probes: no 5xx, the server alive, every acknowledged lead stored and no other`, async () => {
      const sent: Sent[] = [];
      await fc.assert(
        fc.asyncProperty(fc.array(kind.arbitrary, { minLength: CONCURRENT_PROBES, maxLength: CONCURRENT_PROBES }), async (drawn) => {
          const probes = drawn.map((draw) => draw.probe(fresh()));
          const answers = await Promise.all(probes.map((probe) => rawExchange(port, probe.request)));
          const wrong = probes.flatMap((probe, n) => {
            const { statuses } = answers[n];
            const status = statuses.find((s) => s >= 200);
            sent.push({ probe, status, statuses });
            const problem = problemWith(probe, statuses, status);
            return problem ? [{ problem, statuses, drawn: drawn[n].value }] : [];
          });
          expect(wrong).toEqual([]);
          expect(site.child.exitCode).toBeNull();
        }),
        /** Each run is a batch of requests: a failure is reported as found, with the probes that failed, not shrunk. */
        { seed: SEED, numRuns: kind.runs, endOnFailure: true },
      );

      expect(site.child.exitCode).toBeNull();
      expect((await fetch(`${site.base}/healthz`)).status).toBe(200);
      const stored = (await store.leads(env)).map((lead) => JSON.stringify(lead));
      const storedMarkers = new Set(stored.flatMap((line) => line.match(/<<probe-\d+>>/g) ?? []));
      const acknowledged = sent.filter(isAcknowledgedLead).map((s) => s.probe.marker);
      const refusedOrDropped = sent
        .filter((s) => s.probe.marker && !s.probe.answerMayBeLost && !isAcknowledgedLead(s))
        .map((s) => s.probe.marker);
      const statuses = sent.reduce<Record<string, number>>(
        (counts, s) => ({ ...counts, [s.status ?? 'none']: (counts[s.status ?? 'none'] ?? 0) + 1 }),
        {},
      );
      tally.push(
        `  ${kindName}: ${sent.length} probes, answers ${JSON.stringify(statuses)}; ${acknowledged.length} leads acknowledged, ${
          acknowledged.filter((marker) => storedMarkers.has(marker ?? '')).length
        } of them stored; ${sent.filter((s) => s.status === 201 && s.probe.honeypot).length} honeypot hits acknowledged, none stored`,
      );
      expect(acknowledged.filter((marker) => !storedMarkers.has(marker ?? ''))).toEqual([]);
      expect(refusedOrDropped.filter((marker) => storedMarkers.has(marker ?? ''))).toEqual([]);
    });
  });

  test(`the server took ${PROBES_PER_STORE} probes and still answers, with no error in its log`, async () => {
    expect(serial - firstProbe + 1).toBe(PROBES_PER_STORE);
    expect(site.child.exitCode).toBeNull();
    expect((await fetch(`${site.base}/healthz`)).status).toBe(200);
    expect(site.output.filter((line) => /"level":(50|60)|error/i.test(line))).toEqual([]);
  });
});
