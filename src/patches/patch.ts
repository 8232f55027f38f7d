/** What a patch file says about itself in its `patch` export; the registry (index.ts) is made of these, so each fact is written once, beside the code. */

/** What a patch is for. */
export type PatchGroup = 'deferral' | 'head' | 'build' | 'develop' | 'output';

export interface Patch {
  /** The file's name without its extension. */
  id: string;
  group: PatchGroup;
  /**
   * The upstream packages whose output or internals it changes, each with the semver range it was written and checked
   * for (the lower bound is the version it was checked on). The shape check decides whether the build goes on; a range
   * an upgrade leaves only tells `npm run upgrade:check` which patches to review first.
   */
  upstream: Record<string, string>;
  /** Why it exists: what the upstream package does and what the patch changes. */
  reason: string;
  /** The function or constant that stops the build when upstream changes shape, and the test that feeds it a wrong shape; null with `correctness` when it has none. */
  check: { where: string; test: string } | null;
  /** What breaks without it, beyond speed (why it must not go). */
  correctness?: string;
}

/** What a Gatsby patch says beyond its id and group; `upstream` adds packages besides Gatsby. */
type GatsbyPatchNotes = Omit<Patch, 'id' | 'group' | 'upstream'> & { upstream?: Record<string, string> };

/** A patch of Gatsby's own output or internals, written and checked against Gatsby 5.16.1 (the one place that range is written). */
export function gatsbyPatch(id: string, group: PatchGroup, { upstream, ...notes }: GatsbyPatchNotes): Patch {
  return { id, group, upstream: { gatsby: '^5.16.1', ...upstream }, ...notes };
}
