/** docs/patches.md from the patch benchmark's runs: medians per variant, page and throttling mode, on/off deltas, and each group's verdict by the keep rule. */
import { median } from './median';

export type Mode = 'simulated' | 'devtools';
export interface Sample {
  variant: string;
  page: string;
  mode: Mode;
  performance: number;
  tbt: number;
  lcp: number;
}
export interface Figures {
  performance: number;
  tbt: number;
  lcp: number;
  runs: number;
}

/** The keep rule: a group pays when, on one page in one mode, turning it off costs this much. */
export const PAYS = { performance: 2, tbt: 30, lcp: 150 };

export function medians(samples: readonly Sample[], variant: string, page: string, mode: Mode): Figures | null {
  const runs = samples.filter((s) => s.variant === variant && s.page === page && s.mode === mode);
  if (runs.length === 0) return null;
  return {
    performance: median(runs.map((r) => r.performance)),
    tbt: median(runs.map((r) => r.tbt)),
    lcp: median(runs.map((r) => r.lcp)),
    runs: runs.length,
  };
}

/** What the group buys (on better than off, positive), per figure. */
export const gain = (on: Figures, off: Figures) => ({
  performance: on.performance - off.performance,
  tbt: off.tbt - on.tbt,
  lcp: off.lcp - on.lcp,
});

export function pays(g: ReturnType<typeof gain>): string[] {
  const reasons: string[] = [];
  if (g.performance >= PAYS.performance) reasons.push(`+${g.performance} performance`);
  if (g.tbt >= PAYS.tbt) reasons.push(`−${Math.round(g.tbt)} ms TBT`);
  if (g.lcp >= PAYS.lcp) reasons.push(`−${Math.round(g.lcp)} ms LCP`);
  return reasons;
}

const ms = (value: number) => Math.round(value).toLocaleString('en-US');
const signed = (value: number, unit = '') =>
  `${value > 0 ? '+' : value < 0 ? '−' : '±'}${Math.abs(Math.round(value)).toLocaleString('en-US')}${unit}`;

export interface Report {
  groups: string[];
  pages: string[];
  modes: Mode[];
  samples: Sample[];
  buildSeconds: Record<string, number>;
  firstLoadKb: Record<string, Record<string, number>>;
  correctness: Record<string, string[]>;
}

/** The table rows (group × page × mode) and the verdict per group. */
export function reportMarkdown({ groups, pages, modes, samples, buildSeconds, firstLoadKb, correctness }: Report): string {
  const rows: string[] = [
    '| Group off | Page | Throttling | Perf on | Perf off | Δ perf | TBT on (ms) | TBT off (ms) | Δ TBT | LCP on (ms) | LCP off (ms) | Δ LCP | First-load JS on/off (kB gz) |',
    '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  const verdicts: string[] = [];
  for (const group of groups) {
    const paid: string[] = [];
    for (const page of pages)
      for (const mode of modes) {
        const on = medians(samples, 'baseline', page, mode);
        const off = medians(samples, group, page, mode);
        if (!on || !off) continue;
        const g = gain(on, off);
        pays(g).forEach((reason) => paid.push(`${reason} on \`${page}\` (${mode})`));
        const js = `${firstLoadKb.baseline?.[page]?.toFixed(1) ?? '–'} / ${firstLoadKb[group]?.[page]?.toFixed(1) ?? '–'}`;
        rows.push(
          `| ${group} | \`${page}\` | ${mode} | ${on.performance} | ${off.performance} | ${signed(-g.performance)} | ${ms(on.tbt)} | ${ms(off.tbt)} | ${signed(g.tbt)} | ${ms(on.lcp)} | ${ms(off.lcp)} | ${signed(g.lcp)} | ${js} |`,
        );
      }
    const kept = correctness[group] ?? [];
    const verdict =
      paid.length > 0
        ? `**keep**: it pays (${paid.join('; ')})`
        : `**does not pay** by the rule (no page gains ${PAYS.performance} points, ${PAYS.tbt} ms TBT or ${PAYS.lcp} ms LCP)`;
    verdicts.push(
      `- **${group}** (build ${buildSeconds[group]?.toFixed(0) ?? '–'} s off vs ${buildSeconds.baseline?.toFixed(0) ?? '–'} s on): ${verdict}.` +
        (kept.length > 0 ? ` Kept on for correctness whatever the figures: ${kept.join('; ')}.` : ''),
    );
  }
  return `${rows.join('\n')}\n\nΔ is off minus on (a negative Δ perf, a positive Δ TBT or Δ LCP means the group helps).\n\n${verdicts.join('\n')}\n`;
}
