/** Writes a content folder `factor` times the size of content/'s English for the scale benchmark (scripts/bench/scale.ts), reusing its copy and images. */
import fs from 'node:fs';
import path from 'node:path';
import { collections } from '../../src/content-model/collections';
import { walk } from '../../src/content-model/walk';
import { contentFileName, parseContentFileName } from '../../src/content-model/contentFileName';
import { DEFAULT_LOCALE } from '../../src/lib/locales';
import { scaleRecords, type RefLeaf, type ScaleRecord } from './scaleContent';

/** Folders multiplied; pages (home, about-us), notices (privacy) and site.en.json stay single, since their paths are fixed. Only English is copied. */
export const COPIED_DIRS: ReadonlySet<string> = new Set(['services', 'cases', 'testimonials', 'blog/review', 'blog/case-study']);

const dirOfType = new Map(collections.map((c) => [c.typeName, c.dir]));

function leavesOf(record: ScaleRecord): { refs: RefLeaf[]; generated: PropertyKey[][] } {
  const schema = collections.find((c) => c.dir === record.dir)?.schema;
  const refs: RefLeaf[] = [];
  const generated: PropertyKey[][] = [];
  if (!schema) return { refs, generated };
  walk(schema, record.data, [], (kind, _value, at, target) => {
    const targetDir = target ? dirOfType.get(target) : undefined;
    if (kind === 'ref' && targetDir) refs.push({ at, targetDir });
    if (kind === 'generated') generated.push(at);
  });
  return { refs, generated };
}

/** Fills `outDir` (created if missing) from `sourceDir`; returns how many records of each folder it wrote. */
export function writeSyntheticContent(sourceDir: string, outDir: string, factor: number): Record<string, number> {
  const records: ScaleRecord[] = collections.flatMap((c) => {
    const dir = path.join(sourceDir, c.dir);
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir)
      .filter((f) => parseContentFileName(f)?.locale === DEFAULT_LOCALE)
      .sort()
      .map((f) => ({
        dir: c.dir,
        slug: parseContentFileName(f)?.slug ?? f,
        data: JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as unknown,
      }));
  });
  const counts: Record<string, number> = {};
  for (const record of scaleRecords(records, factor, COPIED_DIRS, leavesOf)) {
    const dir = path.join(outDir, record.dir);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, contentFileName(record.slug, DEFAULT_LOCALE)), `${JSON.stringify(record.data, null, 2)}\n`);
    counts[record.dir] = (counts[record.dir] ?? 0) + 1;
  }
  const site = contentFileName('site', DEFAULT_LOCALE);
  fs.copyFileSync(path.join(sourceDir, site), path.join(outDir, site));
  // Image paths are relative to each JSON file, whose folder depth is unchanged: the same image tree makes them all resolve.
  fs.cpSync(path.join(sourceDir, 'images'), path.join(outDir, 'images'), { recursive: true });
  return counts;
}
