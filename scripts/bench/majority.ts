/**
 * When repeated runs can stop: the median of `of` runs meets a budget once a majority of `of` runs meet it, whatever the
 * others give (and misses it once a majority miss it), and the median of the runs made so far agrees. So a budget check
 * on the median of 5 is decided after 3 runs that agree, and the verdict is the one all 5 would give.
 */
export function majorityDecided<T>(runs: readonly T[], checks: readonly ((run: T) => boolean)[], of: number): boolean {
  const majority = Math.floor(of / 2) + 1;
  return checks.every((check) => {
    const meeting = runs.filter(check).length;
    return meeting >= majority || runs.length - meeting >= majority;
  });
}
