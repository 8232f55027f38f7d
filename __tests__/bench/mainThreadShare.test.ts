/** The share of the page's main-thread task time that ran on a core, read from a trace's task events. */
import { mainThreadShare, type TraceEvent } from '../../scripts/bench/mainThreadShare';

const thread = (pid: number, tid: number, name: string): TraceEvent => ({ name: 'thread_name', ph: 'M', pid, tid, args: { name } });
const task = (pid: number, tid: number, dur: number, tdur?: number): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  pid,
  tid,
  ts: 0,
  dur,
  tdur,
});

test('the page renderer is the main thread with the most task time, and its share is CPU time over wall time', () => {
  const events = [
    thread(1, 1, 'CrBrowserMain'),
    thread(2, 2, 'CrRendererMain'),
    thread(3, 3, 'CrRendererMain'),
    task(1, 1, 900_000, 900_000),
    task(2, 2, 10_000, 10_000),
    task(3, 3, 60_000, 30_000),
    task(3, 3, 40_000, 10_000),
  ];
  expect(mainThreadShare(events)).toEqual({ share: 0.4, wallMs: 100, cpuMs: 40 });
});

test('a trace without thread times leaves the share at 1, so nothing is corrected', () => {
  const events = [thread(3, 3, 'CrRendererMain'), task(3, 3, 60_000), task(3, 3, 40_000, 10_000)];
  expect(mainThreadShare(events).share).toBe(1);
  expect(mainThreadShare([]).share).toBe(1);
});

test('thread time above wall time (clock granularity) never counts as more than the task itself', () => {
  const events = [thread(3, 3, 'CrRendererMain'), task(3, 3, 1_000, 1_200), task(3, 3, 1_000, 500)];
  expect(mainThreadShare(events).share).toBe(0.75);
});
