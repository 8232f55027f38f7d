/**
 * Lighthouse's CPU slowdown for the machine it runs on. Its simulated throttling multiplies the main-thread work it
 * observes by a fixed 4x, which is calibrated for a quiet desktop: on a slower or busy host the same page "gets slower".
 * Following Lighthouse's throttling guide (and DevTools' CPU calibration), scale the multiplier by the host's
 * BenchmarkIndex so every run emulates the same phone: the reference host (index >= 2160) gets the default 4x.
 */
export const DEFAULT_SLOWDOWN = 4;
/** BenchmarkIndex of the emulated phone: a 4x-slowed reference host. */
export const PHONE_BENCHMARK_INDEX = 540;

export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return DEFAULT_SLOWDOWN;
  const slowdown = Math.round((benchmarkIndex / PHONE_BENCHMARK_INDEX) * 10) / 10;
  return Math.min(DEFAULT_SLOWDOWN, Math.max(1, slowdown));
}

/**
 * The slowdown one simulated run applies: the host's slowdown times the share of the page's main-thread task time that
 * ran on a core (scripts/bench/mainThreadShare.ts). Simulated throttling multiplies wall-clock task durations, so on a
 * host where the renderer waits for a core half the time, the uncorrected multiplier would count that wait as phone CPU
 * work. Never below 1x: a run is never sped up.
 */
export function runSlowdownFor(hostSlowdown: number, mainThreadCpuShare: number): number {
  const share = Number.isFinite(mainThreadCpuShare) ? Math.min(1, Math.max(0, mainThreadCpuShare)) : 1;
  return Math.max(1, Math.round(hostSlowdown * share * 10) / 10);
}
