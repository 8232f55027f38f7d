/** Multiplies a content set for the scale benchmark: copy k of every record gets a new slug, and its links point at copy k of their targets. */

/** One content record: its folder under content/, its slug (file name) and its parsed JSON. */
export interface ScaleRecord {
  dir: string;
  slug: string;
  data: unknown;
}

/** A reference leaf of a record: where it is (JSON path) and which folder its target lives in. */
export interface RefLeaf {
  at: PropertyKey[];
  targetDir: string;
}

/** Section kinds whose links must stay on the original records (the next-steps catalogue names fixed service slugs). */
export const PINNED_SECTIONS = new Set(['NextSteps']);

/** 1 → a, 2 → b, 26 → z, 27 → aa: a copy number without digits, since a digit in a slug beside a client's name reads as a figure to the case-truth check. */
function letters(n: number): string {
  let rest = n;
  let out = '';
  while (rest > 0) {
    out = String.fromCharCode(97 + ((rest - 1) % 26)) + out;
    rest = Math.floor((rest - 1) / 26);
  }
  return out;
}

/** Slug of copy `copy` (2, 3, …) of `slug`, e.g. `pilot-copy-b`; copy 1 is the original. */
export function copySlug(slug: string, copy: number): string {
  if (!Number.isInteger(copy) || copy < 1) throw new Error(`copy must be a whole number from 1, got ${copy}`);
  return copy === 1 ? slug : `${slug}-copy-${letters(copy)}`;
}

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

function getAt(data: unknown, at: PropertyKey[]): unknown {
  return at.reduce<unknown>(
    (node, key) => (node !== null && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined),
    data,
  );
}

function setAt(data: unknown, at: PropertyKey[], value: unknown): void {
  const parent = getAt(data, at.slice(0, -1));
  if (parent !== null && typeof parent === 'object') (parent as Record<PropertyKey, unknown>)[at[at.length - 1]] = value;
}

/** True when `at` lies inside a section (`components[i]` or `closing[i]`) whose kind is pinned. */
function inPinnedSection(data: unknown, at: PropertyKey[]): boolean {
  if (at.length < 2 || (at[0] !== 'components' && at[0] !== 'closing') || typeof at[1] !== 'number') return false;
  const section = getAt(data, at.slice(0, 2)) as { name?: unknown } | undefined;
  return typeof section?.name === 'string' && PINNED_SECTIONS.has(section.name);
}

/**
 * Copy `copy` of `record`: slug and `slug` field renamed, every reference into a copied folder renamed to the same copy
 * (outside pinned sections), generated PDF paths named after the slug renamed too. The input is left untouched.
 */
export function copyRecord(
  record: ScaleRecord,
  copy: number,
  refs: RefLeaf[],
  copiedDirs: ReadonlySet<string>,
  generated: PropertyKey[][] = [],
): ScaleRecord {
  const slug = copySlug(record.slug, copy);
  const data = clone(record.data);
  if (copy === 1) return { dir: record.dir, slug, data };
  if (data !== null && typeof data === 'object' && (data as Record<string, unknown>).slug === record.slug)
    (data as Record<string, unknown>).slug = slug;
  for (const ref of refs) {
    const value = getAt(data, ref.at);
    if (typeof value === 'string' && copiedDirs.has(ref.targetDir) && !inPinnedSection(data, ref.at))
      setAt(data, ref.at, copySlug(value, copy));
  }
  for (const at of generated) {
    const value = getAt(data, at);
    const own = `/${record.slug}.pdf`;
    if (typeof value === 'string' && value.endsWith(own)) setAt(data, at, `${value.slice(0, -own.length)}/${slug}.pdf`);
  }
  return { dir: record.dir, slug, data };
}

/** `factor` copies of every record in `copiedDirs` (originals first), plus every other record once, unchanged. */
export function scaleRecords(
  records: ScaleRecord[],
  factor: number,
  copiedDirs: ReadonlySet<string>,
  leavesOf: (record: ScaleRecord) => { refs: RefLeaf[]; generated: PropertyKey[][] },
): ScaleRecord[] {
  if (!Number.isInteger(factor) || factor < 1) throw new Error(`scale must be a whole number from 1, got ${factor}`);
  return records.flatMap((record) => {
    if (!copiedDirs.has(record.dir)) return [{ ...record, data: clone(record.data) }];
    const { refs, generated } = leavesOf(record);
    return Array.from({ length: factor }, (_, i) => copyRecord(record, i + 1, refs, copiedDirs, generated));
  });
}
