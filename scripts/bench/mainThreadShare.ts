/**
 * How much of the page's main-thread task time was spent running on a core, read from a Lighthouse trace. Simulated
 * throttling multiplies each task's wall-clock duration; on a busy 2-core host a task's wall time also holds the time
 * the thread waited for a core (Chromium's browser and compositor threads, the tracer, the server), which a phone does
 * not add. Each task event carries both its wall duration (`dur`) and its thread CPU time (`tdur`).
 */
export interface TraceEvent {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts?: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

export interface MainThreadShare {
  /** Thread CPU time ÷ wall time over every task of the page's main thread; 1 when the trace has no thread times. */
  share: number;
  wallMs: number;
  cpuMs: number;
}

/** The page's main thread is the renderer main thread with the most task time (other renderers only hold blank tabs). */
export function mainThreadShare(events: readonly TraceEvent[]): MainThreadShare {
  const rendererMain = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  const totals = new Map<string, { wall: number; cpu: number; timed: boolean }>();
  for (const event of events) {
    const key = `${event.pid}:${event.tid}`;
    if (event.name !== 'RunTask' || event.ph !== 'X' || !rendererMain.has(key) || !event.dur) continue;
    const total = totals.get(key) ?? { wall: 0, cpu: 0, timed: true };
    total.wall += event.dur;
    total.cpu += Math.min(event.tdur ?? 0, event.dur);
    total.timed &&= event.tdur !== undefined;
    totals.set(key, total);
  }
  const busiest = [...totals.values()].sort((a, b) => b.wall - a.wall)[0];
  if (!busiest || !busiest.timed || busiest.wall === 0) return { share: 1, wallMs: busiest ? busiest.wall / 1000 : 0, cpuMs: Number.NaN };
  return { share: busiest.cpu / busiest.wall, wallMs: busiest.wall / 1000, cpuMs: busiest.cpu / 1000 };
}
