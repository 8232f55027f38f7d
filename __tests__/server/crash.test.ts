/**
 * kill -9 in the middle of a burst of leads, on each store: every lead the server answered 201 is in the store, the
 * store parses, and the server starts again on it.
 */
import { agedTokens, validLead } from './helpers/leads';
import { burst, type Answer } from './helpers/burst';
import { PORT_BASE, startSite, type RunningSite } from './helpers/site';
import { stores } from './helpers/stores';

describe.each(stores.map((store, i) => [store.name, store, i] as const))('%s', (name, store, i) => {
  let site: RunningSite;
  afterAll(async () => {
    await site?.stop();
  });

  test('after kill -9 mid-burst every lead answered 201 is stored and the store parses', async () => {
    const env = await store.create();
    const port = PORT_BASE + 25 + i;
    site = await startSite({ ...env, LOG_LEVEL: 'warn' }, port);
    /** Far more than the ~650 posts before the kill; each lead needs its own token. */
    const tokens = await agedTokens(site.base, 2000);
    const run = `crash-${Date.now()}`;
    let accepted = 0;
    let killed = false;
    const answers: Answer[] = await burst(
      site.base,
      (index) => ({ body: JSON.stringify({ ...validLead(`${run}-#${index}#`), renderToken: tokens[index] }) }),
      tokens.length,
      50,
      (answer) => {
        if (answer.status === 201) accepted += 1;
        if (accepted >= 600 && !killed) {
          killed = true;
          process.kill(site.pid, 'SIGKILL');
        }
      },
      () => killed,
    );
    expect(killed).toBe(true);
    expect(await site.exited).toBeNull();
    const answered = answers.filter((a) => a.status === 201).map((a) => String(a.index));
    const unanswered = answers.filter((a) => a.status === 0).length;
    const leadsAfterKill = await store.leads(env, true);
    const storedAfterKill = new Set(leadsAfterKill.map((lead) => /#(\d+)#/.exec(String(lead.message))?.[1]));
    console.log(
      `${name}: kill -9 after ${answered.length} leads answered 201 (${unanswered} requests in flight cut off); ${storedAfterKill.size} leads in the store; answered but missing: ${answered.filter((n) => !storedAfterKill.has(n)).length}`,
    );
    expect(answered.filter((n) => !storedAfterKill.has(n))).toEqual([]);
    site = await startSite(env, port);
    const afterRestart = await store.leads(env);
    expect(afterRestart.length).toBeGreaterThanOrEqual(answered.length);
    expect(new Set(afterRestart.map((lead) => lead.id)).size).toBe(afterRestart.length);
  });
});
