/** Reads the seconds of each stage from `gatsby build` output ("success <stage> - 12.345s"), so the scale benchmark can say which stages grow with pages. */

export interface Stage {
  name: string;
  seconds: number;
}

/** Stages in output order; a stage reported twice (e.g. per worker) is summed under its first position. */
export function buildStages(output: string): Stage[] {
  const stages: Stage[] = [];
  for (const match of output.matchAll(/^success (.+?) - (\d+(?:\.\d+)?)s\b/gm)) {
    const name = match[1].trim();
    const seconds = Number(match[2]);
    const known = stages.find((stage) => stage.name === name);
    if (known) known.seconds += seconds;
    else stages.push({ name, seconds });
  }
  return stages;
}

/** The `count` longest stages, longest first. */
export const slowestStages = (stages: Stage[], count: number): Stage[] => [...stages].sort((a, b) => b.seconds - a.seconds).slice(0, count);
