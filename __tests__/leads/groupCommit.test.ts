/**
 * @jest-environment node
 */
/** Group commit: one flush per batch of leads that arrived together, each caller told only after its batch is written. */
import { groupCommit } from '../../src/leads/groupCommit';

test('items added together share one flush; items added during a flush share the next', async () => {
  const batches: number[][] = [];
  let release: () => void = () => undefined;
  const commit = groupCommit<number>(async (items) => {
    batches.push(items);
    if (batches.length === 1) await new Promise<void>((r) => (release = r));
  });
  const first = [1, 2, 3].map((n) => commit.add(n));
  await new Promise((r) => setImmediate(r));
  const second = [4, 5].map((n) => commit.add(n));
  let firstDone = false;
  void Promise.all(first).then(() => (firstDone = true));
  await new Promise((r) => setImmediate(r));
  expect(firstDone).toBe(false);
  release();
  await Promise.all([...first, ...second]);
  expect(batches).toEqual([
    [1, 2, 3],
    [4, 5],
  ]);
});

test('a failed flush rejects exactly the callers of that batch, and the next batch still runs', async () => {
  let calls = 0;
  const commit = groupCommit<string>(async () => {
    calls += 1;
    if (calls === 1) throw new Error('disk full');
  });
  const failed = Promise.all([commit.add('a'), commit.add('b')]);
  await expect(failed).rejects.toThrow('disk full');
  await expect(commit.add('c')).resolves.toBeUndefined();
  await commit.drain();
  expect(calls).toBe(2);
});
