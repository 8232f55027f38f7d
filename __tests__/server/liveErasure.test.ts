/**
 * Erasure, retention and export on the file store while the server runs and leads keep arriving: `npm run leads`
 * hands the work to the server, so every lead answered 201 is on disk afterwards, exactly once, and the erased person
 * is in no file of LEADS_DIR, outbox included. The files are read back without the code under test.
 */
import fs from 'node:fs';
import path from 'node:path';
import { burst, type Answer } from './helpers/burst';
import { leadsCommand, type CliResult } from './helpers/cli';
import { postJson, validLead } from './helpers/leads';
import { startWebhook, type Webhook } from './helpers/receivers';
import { PORT_BASE, startSite, type RunningSite } from './helpers/site';
import { fileStore } from './helpers/stores';
import { waitFor } from '../helpers/waitFor';

const MAYA = { name: 'Maya Chen', email: 'Maya@Ledgerly.io', company: 'Ledgerly' };

describe('file store with the server up', () => {
  let site: RunningSite | undefined;
  let hook: Webhook | undefined;
  afterAll(async () => {
    await site?.stop();
    await hook?.close();
  });

  /** Four commands of a few seconds each on a loaded machine: more than the suite's default two minutes. */
  test('--erase, --purge and --json during a burst of posts: 0 acknowledged leads lost, the erased person gone from every file', async () => {
    hook = await startWebhook(PORT_BASE + 91);
    const env: Record<string, string> = { ...(await fileStore.create()), LEADS_WEBHOOK_URL: `http://localhost:${PORT_BASE + 91}/leads` };
    const dir = env.LEADS_DIR;
    /** FORM_MIN_FILL_MS=0: no render tokens, so the burst can run as long as the commands take. */
    site = await startSite({ ...env, FORM_MIN_FILL_MS: '0', LOG_LEVEL: 'warn' }, PORT_BASE + 90);
    const base = site.base;
    for (let n = 0; n < 6; n += 1) expect((await postJson(base, { ...validLead(`maya-${n}`), ...MAYA })).status).toBe(201);
    const mayaIds = (await fileStore.leads(env))
      .filter((l) => String(l.email).toLowerCase() === 'maya@ledgerly.io')
      .map((l) => String(l.id));
    expect(mayaIds).toHaveLength(6);

    const answers: Answer[] = [];
    let commandsDone = false;
    const posting = burst(
      base,
      (index) => ({ body: JSON.stringify(validLead(`live-${index}-end`)) }),
      1_000_000,
      16,
      (a) => answers.push(a),
      () => commandsDone,
    );
    await waitFor(() => answers.length >= 50, 'the burst to be under way', 30_000);
    const results: [string, CliResult, number][] = [];
    for (const args of [['--erase', 'maya@ledgerly.io'], ['--json'], ['--purge'], ['--erase', 'MAYA@LEDGERLY.IO']]) {
      const before = answers.length;
      results.push([args.join(' '), await leadsCommand(args, env), answers.length - before]);
    }
    commandsDone = true;
    await posting;

    for (const [command, result, during] of results) {
      expect({ command, status: result.status, stderr: result.stderr }).toEqual({ command, status: 0, stderr: '' });
      /** Posts were answered while each command ran: the server never stopped taking leads. */
      expect({ command, during: during > 0 }).toEqual({ command, during: true });
    }
    expect(results[0][1].stdout).toMatch(
      /^Erased 6 leads and 6 delivery records of maya@ledgerly\.io from the file store at .* \(through the server, pid \d+\)\n$/,
    );
    expect(results[2][1].stdout).toMatch(/^Deleted 0 leads and 0 delivery records older than 365 days/);
    expect(results[3][1].stdout).toMatch(/^Erased 0 leads and 0 delivery records/);
    const exported = JSON.parse(results[1][1].stdout) as { message: string; deliveries: unknown[] }[];
    expect(exported.length).toBeGreaterThan(50);
    expect(exported.every((lead) => lead.deliveries.length === 1)).toBe(true);

    const acknowledged = answers.filter((a) => a.status === 201).map((a) => a.index);
    expect(answers.filter((a) => a.status !== 201)).toEqual([]);
    const stored = (await fileStore.leads(env)).map((l) => String(l.message));
    const count = new Map<string, number>();
    for (const message of stored) {
      const marker = /live-\d+-end/.exec(message)?.[0];
      if (marker) count.set(marker, (count.get(marker) ?? 0) + 1);
    }
    const lost = acknowledged.filter((index) => count.get(`live-${index}-end`) !== 1);
    expect({ acknowledged: acknowledged.length, lostOrRepeated: lost }).toEqual({ acknowledged: acknowledged.length, lostOrRepeated: [] });
    expect(stored).toHaveLength(acknowledged.length);

    const files = fs.readdirSync(dir);
    expect(files.filter((name) => name.endsWith('.rewrite'))).toEqual([]);
    const everything = files
      .filter((name) => fs.statSync(path.join(dir, name)).isFile())
      .map((name) => fs.readFileSync(path.join(dir, name), 'utf8'))
      .join('\n')
      .toLowerCase();
    expect(everything).not.toContain('maya');
    expect(everything).not.toContain('ledgerly');
    for (const id of mayaIds) expect(everything).not.toContain(id);
  }, 300_000);
});
