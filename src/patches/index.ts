/** The registry of every patch to Gatsby's (or React's, sharp's) output or internals: what it is for, what it was checked against, and where the check that stops the build when that changes lives. */
import registry from './registry.json';

/** Groups that can be measured off one by one (PATCHES_OFF), plus the ones kept for correctness alone. */
export type PatchGroup = 'deferral' | 'hydration' | 'head' | 'build' | 'develop' | 'output';

export interface Patch {
  id: string;
  group: PatchGroup;
  reason: string;
  verifiedOn: string;
  /** Files of the patch, from the project root (the build-time ones in src/patches/). */
  files: string[];
  /** Where its shape check is and the test that feeds that check a wrong shape; null with `correctness` when it has none. */
  check: { where: string; test: string } | null;
  /** Whether PATCHES_OFF=<group> builds the site without it (src/patches/switches.ts), and the modules swapped in then. */
  switchable: boolean;
  offVariants?: string[];
  /** Why it stays on (when not switchable) or must not go (when something breaks without it), rather than for speed. */
  correctness?: string;
}

/** The entries themselves are data (registry.json beside this file); this module gives them their types. */
export const patches: Patch[] = registry.patches as Patch[];

/** Files of the folder that are no patch of their own: the registry, the shared check, and the hooks that apply the patches. */
export const supportFiles: Record<string, string> = registry.supportFiles;
