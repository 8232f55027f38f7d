// The showreel's plan and its WebVTT captions, one track per language (static/video/showreel.<lang>.vtt): which cases it
// shows, how long each scene lasts, and the words each scene's cue carries in each language. The video is drawn once,
// from the English content; a language's track is its own copy and case files laid on the same timings, so captions
// can be rewritten (`node --import tsx scripts/make-showreel.mjs --captions`) without rendering the video again.
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../../src/lib/locales';
import type { SiteSettings } from '../../../src/content-model/site';

/** The fields of a case file the reel uses. */
export interface ReelCase {
  slug: string;
  client: string;
  attributes: { projectType: string };
  results: { value: string; meaning: string }[];
}

/** A language's site settings and the reel's cases in that language. */
export interface ReelContent {
  site: SiteSettings;
  cases: ReelCase[];
}

export const CASES = 10;
const CASE_SECONDS = 2.8;
const TITLE_SECONDS = 2.6;
/** How long two scenes cross-fade. */
export const FADE = 0.5;

/** Cases in slug order, taken one project type at a time (round robin) so the reel shows the range of work. */
export function pickCases<T extends ReelCase>(cases: readonly T[], count: number): T[] {
  const byType = new Map<string, T[]>();
  for (const c of [...cases].sort((a, b) => a.slug.localeCompare(b.slug))) {
    const type = c.attributes.projectType;
    byType.set(type, [...(byType.get(type) ?? []), c]);
  }
  const queues = [...byType.values()];
  const picked: T[] = [];
  while (picked.length < count && queues.some((q) => q.length))
    for (const q of queues) if (q.length && picked.length < count) picked.push(q.shift() as T);
  return picked;
}

const readJson = <T>(file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as T;

/**
 * What the reel shows in `locale`: that language's site settings and the cases the English reel picked, each in its
 * `locale` file (the English one, with a warning, while a case has no file in that language yet).
 */
export function reelContent(root: string, locale: Locale = DEFAULT_LOCALE): ReelContent {
  const dir = path.join(root, 'content/cases');
  const english = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(`.${DEFAULT_LOCALE}.json`))
    .map((f) => ({ ...readJson<ReelCase>(path.join(dir, f)), file: f }));
  const cases = pickCases(english, CASES).map(({ file, ...c }) => {
    const twin = path.join(dir, file.replace(`.${DEFAULT_LOCALE}.json`, `.${locale}.json`));
    if (fs.existsSync(twin)) return readJson<ReelCase>(twin);
    console.warn(`showreel captions: ${path.relative(root, twin)} is missing, its cue stays in English`);
    return c;
  });
  return { site: readJson<SiteSettings>(path.join(root, `content/site.${locale}.json`)), cases };
}

/** Each scene's length in seconds: the opening title, one per case, the closing title (longer, it ends the reel). */
export const sceneSeconds = (caseCount: number): number[] => [
  TITLE_SECONDS,
  ...Array<number>(caseCount).fill(CASE_SECONDS),
  TITLE_SECONDS + 0.6,
];

/** Scene k starts (cross-fading in) at starts[k]; the reel lasts until the last scene ends. */
export function sceneTimes(seconds: readonly number[]): { starts: number[]; duration: number } {
  const starts = seconds.reduce<number[]>((acc, _, k) => [...acc, k === 0 ? 0 : acc[k - 1] + seconds[k - 1] - FADE], []);
  return { starts, duration: (starts.at(-1) ?? 0) + (seconds.at(-1) ?? 0) };
}

/** The words each scene's cue carries: the opening line, each case's first result, the closing line with how to reach the studio. */
export function sceneCues({ site, cases }: ReelContent): string[] {
  const copy = site.copy.showreel;
  const host = new URL(site.siteUrl).host;
  return [
    `${site.agencyName}: ${copy.reelOpening}`,
    ...cases.map((c) => `${c.client}: ${c.results[0].value} ${c.results[0].meaning}`),
    `${copy.reelClosing} ${site.contactEmail}, ${host}`,
  ];
}

const vttTime = (s: number) => {
  const ms = Math.round(s * 1000);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(Math.floor(ms / 3600000))}:${pad(Math.floor(ms / 60000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
};

/** A WebVTT track of a language's content: each cue shows from just after its scene fades in until the next one does, after the sound description. */
export function captionTrack(content: ReelContent): string {
  const cues = sceneCues(content);
  const { starts, duration } = sceneTimes(sceneSeconds(content.cases.length));
  const sound = content.site.copy.showreel.reelSound;
  const body = cues.map(
    (cue, k) =>
      `${k + 1}\n${vttTime(starts[k] + 0.3)} --> ${vttTime(k + 1 < cues.length ? starts[k + 1] + 0.3 : duration)}\n${sound} ${cue}`,
  );
  return `WEBVTT\n\n${body.join('\n\n')}\n`;
}

/** Writes static/video/showreel.<lang>.vtt for every language with a site file; returns the files written. */
export function writeCaptionTracks(root: string, out: string): string[] {
  const locales = LOCALES.filter((locale) => fs.existsSync(path.join(root, `content/site.${locale}.json`)));
  fs.mkdirSync(out, { recursive: true });
  return locales.map((locale) => {
    const file = path.join(out, `showreel.${locale}.vtt`);
    fs.writeFileSync(file, captionTrack(reelContent(root, locale)));
    return file;
  });
}
