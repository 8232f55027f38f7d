/** Motion defaults in one place (spec §9: spring stiffness 150, damping 30, mass 1, delay 1). */

export const springDefaults = { type: 'spring', stiffness: 150, damping: 30, mass: 1, delay: 1 } as const;

/** Delay between headline words when the hero's animation flag is set, in seconds. */
export const wordStagger = 0.08;

/** Maps scroll progress (0..1) to a value between two CSS lengths of the same unit, e.g. ["72%", "100%"]. */
export function interpolateLength(range: readonly [string, string], progress: number): string {
  const [from, to] = range.map((value) => /^(-?[\d.]+)([a-z%]*)$/i.exec(value.trim()));
  if (!from || !to || from[2] !== to[2]) return range[1];
  const p = Math.min(1, Math.max(0, progress));
  const value = Number(from[1]) + (Number(to[1]) - Number(from[1])) * p;
  return `${Math.round(value * 100) / 100}${from[2]}`;
}
