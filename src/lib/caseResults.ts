/** Picks a case's recorded results by id, so teasers, stat cards and result blocks quote the case instead of copying figures. */

export interface ResultLike {
  id: string;
  value: string;
  meaning: string;
}

/** The results with the given ids, in that order (ids the case lacks are skipped: the content check reports them); all when `ids` is empty. */
export function pickResults<R extends ResultLike>(results: readonly R[], ids?: readonly string[] | null): R[] {
  if (!ids || ids.length === 0) return [...results];
  return ids.map((id) => results.find((r) => r.id === id)).filter((r): r is R => r !== undefined);
}

/** One result by id, or undefined. */
export function resultById<R extends ResultLike>(results: readonly R[], id: string | null | undefined): R | undefined {
  return id ? results.find((r) => r.id === id) : undefined;
}
