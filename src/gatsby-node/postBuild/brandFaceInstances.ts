/**
 * The brand faces as the build draws them outside a browser (share images, PDFs): static instances, one per weight, of
 * the full fontsource variable faces (every subset: Latin, Latin Extended, Vietnamese, …), so the pictures and PDFs are
 * set in exactly the site's faces whatever fonts the machine has. A face that is not installed stops the build naming it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import subsetFont from 'subset-font';

const requireFrom = createRequire(__filename);

/** Each face: the fontsource package that holds it and the file prefix of its subsets. */
export const BUILD_FACES = {
  Inter: { package: '@fontsource-variable/inter', id: 'inter' },
  'Bricolage Grotesque': { package: '@fontsource-variable/bricolage-grotesque', id: 'bricolage-grotesque' },
} as const;

export type FaceName = keyof typeof BUILD_FACES;
type FaceSources = Record<FaceName, { package: string; id: string }>;

/** A face at one weight; `fallback` draws the characters the face lacks (as the site's CSS stack does: Bricolage, then Inter). */
export interface FaceStyle {
  face: FaceName;
  weight: number;
  italic?: boolean;
  fallback?: FaceStyle;
}

/** One subset of a face, instanced at a weight: fontkit lays text out with it, pdfkit embeds its bytes. */
export interface FaceSubset {
  key: string;
  font: fontkit.Font;
  bytes: Buffer;
}

/** A stretch of text one subset draws. */
export interface FaceRun {
  subset: FaceSubset;
  text: string;
}

export const missingFaceError = (face: string, what: string) =>
  new Error(`Brand face "${face}" is missing: ${what}. Run npm ci; the build draws no fallback.`);

/** The subset files of a face's style with the code points fontsource gives each, the default subset (Latin) first; stops naming the face when its package or a file is missing. */
export function faceFiles(face: FaceName, italic = false, sources: FaceSources = BUILD_FACES): { file: string; ranges: number[][] }[] {
  const source = sources[face];
  let dir: string;
  try {
    dir = path.dirname(requireFrom.resolve(`${source.package}/package.json`));
  } catch {
    throw missingFaceError(face, `${source.package} is not installed`);
  }
  const metadata = JSON.parse(fs.readFileSync(path.join(dir, 'metadata.json'), 'utf8')) as { subsets: string[]; defSubset: string };
  const unicode = JSON.parse(fs.readFileSync(path.join(dir, 'unicode.json'), 'utf8')) as Record<string, string>;
  const subsets = [metadata.defSubset, ...metadata.subsets.filter((subset) => subset !== metadata.defSubset)];
  return subsets.map((subset) => {
    const file = path.join(dir, 'files', `${source.id}-${subset}-wght-${italic ? 'italic' : 'normal'}.woff2`);
    if (!fs.existsSync(file)) throw missingFaceError(face, `${path.relative(process.cwd(), file)} does not exist`);
    const ranges = (unicode[subset] ?? '').split(',').map((range) =>
      range
        .trim()
        .replace(/^U\+/i, '')
        .split('-')
        .map((hex) => parseInt(hex, 16)),
    );
    return { file, ranges };
  });
}

/** A subset file: the code points it is for at once, its static instance at a weight only when a character needs it. */
interface LazySubset {
  covers: (codePoint: number) => boolean;
  instance: () => Promise<FaceSubset>;
}

const subsetsOfStyle = new Map<string, LazySubset[]>();
const instances = new Map<string, Promise<FaceSubset>>();

function lazySubsets(style: FaceStyle, sources: FaceSources): LazySubset[] {
  const styleKey = `${style.face}:${style.weight}:${style.italic ? 'italic' : 'normal'}`;
  const cached = sources === BUILD_FACES ? subsetsOfStyle.get(styleKey) : undefined;
  if (cached) return cached;
  const own = faceFiles(style.face, style.italic, sources).map<LazySubset>(({ file, ranges }) => {
    const key = `${styleKey}:${path.basename(file)}`;
    return {
      covers: (codePoint) => ranges.some(([from, to = from]) => codePoint >= from && codePoint <= to),
      instance: () => {
        if (!instances.has(key))
          instances.set(
            key,
            subsetFont(fs.readFileSync(file), null, {
              keepAllGlyphs: true,
              targetFormat: 'sfnt',
              variationAxes: { wght: style.weight },
            }).then((bytes) => ({ key, font: fontkit.create(bytes), bytes })),
          );
        return instances.get(key) as Promise<FaceSubset>;
      },
    };
  });
  const all = style.fallback ? [...own, ...lazySubsets(style.fallback, sources)] : own;
  if (sources === BUILD_FACES) subsetsOfStyle.set(styleKey, all);
  return all;
}

/** Checks that every face of `style` (and its fallback) is installed; throws naming the first one missing. */
export function requireFace(style: FaceStyle, sources: FaceSources = BUILD_FACES): void {
  lazySubsets(style, sources);
}

/**
 * Gets ready to set any part of `text` in `style`: instances the subsets its characters need, then cuts a line into runs,
 * each drawn by the first subset that has its characters (the face's own subsets, then its fallback's). Characters no
 * subset has (emoji, symbols outside the faces) are left out rather than drawn as boxes.
 */
export async function faceSetter(style: FaceStyle, text: string, sources: FaceSources = BUILD_FACES): Promise<(line: string) => FaceRun[]> {
  const subsets = lazySubsets(style, sources);
  const subsetOf = (char: string) => subsets.find((candidate) => candidate.covers(char.codePointAt(0) ?? 0));
  const needed = [...new Set([...text].map(subsetOf))].filter((subset): subset is LazySubset => Boolean(subset));
  const ready = new Map(await Promise.all(needed.map(async (subset) => [subset, await subset.instance()] as const)));
  return (line) => {
    const runs: FaceRun[] = [];
    let current: LazySubset | undefined;
    for (const char of line) {
      const codePoint = char.codePointAt(0) ?? 0;
      const subset = current?.covers(codePoint) ? current : subsetOf(char);
      const instance = subset && ready.get(subset);
      if (!instance?.font.hasGlyphForCodePoint(codePoint)) continue;
      if (subset === current) runs[runs.length - 1].text += char;
      else runs.push({ subset: instance, text: char });
      current = subset;
    }
    return runs;
  };
}
