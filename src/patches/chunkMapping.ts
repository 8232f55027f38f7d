// Patch: cuts the boot file's chunk map to the page components Gatsby's loader looks up; why, for which versions, and its check: `patch` below.
import fs from 'node:fs';
import path from 'node:path';
import { expectSources, type SourceExpectation } from './sourceShape';
import { gatsbyPatch } from './patch';

export const patch = gatsbyPatch('chunkMapping', 'deferral', {
  reason: "Gatsby's chunk map lists every chunk, but its loader looks up page components only; the rest was a third of the boot file",
  check: {
    where: 'pageComponentsOnly, checkChunkMapLoader',
    test: '__tests__/patches/chunkMapping.test.ts',
  },
});

const ASSIGNMENT = /^window\.___chunkMapping=("(?:[^"\\]|\\.)*");?$/;

/** Gatsby's loader reads the map in one place, by page component chunk name; expectChunkMapReads checks it is still the only one. */
export const CHUNK_MAP_LOADER: SourceExpectation = {
  package: 'gatsby',
  snippets: ['const createComponentUrls = componentChunkName =>\n  (window.___chunkMapping[componentChunkName] || [])'],
};

/** Throws unless the loader's source reads `___chunkMapping` exactly once (the lookup CHUNK_MAP_LOADER names). */
export function expectChunkMapReads(loaderSource: string): void {
  const reads = loaderSource.split('___chunkMapping').length - 1;
  if (reads !== 1)
    throw new Error(
      `Gatsby's loader (cache-dir/loader.js) reads window.___chunkMapping ${reads} times, not once by page component: chunks other than page components may be looked up, so src/patches/chunkMapping.ts cannot cut the map; review or remove the patch`,
    );
}

/** The build-time check of Gatsby's loader, run before the browser bundles are built (./webpack.ts). */
export function checkChunkMapLoader(): void {
  const [loader] = expectSources('src/patches/chunkMapping.ts', [CHUNK_MAP_LOADER]);
  expectChunkMapReads(fs.readFileSync(path.resolve(loader ?? ''), 'utf8'));
}

const isChunkList = (value: unknown) => Array.isArray(value) && value.every((chunk) => typeof chunk === 'string');

/**
 * The `window.___chunkMapping="…";` statement (CDATA comments around it allowed) with only the `app` and
 * `component---…` entries, or an error if it is not one. Gatsby keeps only files named after their chunk, so a
 * component whose file carries its id (src/patches/webpack.ts) gets its files from `ownFiles`, the build's list.
 */
export function pageComponentsOnly(statement: string, ownFiles: Record<string, string[]> = {}): string {
  const literal = ASSIGNMENT.exec(
    statement
      .trim()
      .replace(/^\/\*<!\[CDATA\[\*\//, '')
      .replace(/\/\*\]\]>\*\/$/, ''),
  )?.[1];
  if (!literal) throw new Error(`not a window.___chunkMapping="…"; statement: ${statement.slice(0, 80)}`);
  const mapping = JSON.parse(JSON.parse(literal) as string) as unknown;
  if (typeof mapping !== 'object' || mapping === null || !Object.values(mapping).every(isChunkList))
    throw new Error(
      `window.___chunkMapping is no longer a map of chunk names to file lists (src/patches/chunkMapping.ts): ${literal.slice(0, 80)}`,
    );
  const entries = Object.entries(mapping as Record<string, string[]>);
  if (!entries.some(([name]) => name.startsWith('component---')))
    throw new Error(
      `window.___chunkMapping names no component---… chunk, so the page components the loader looks up are not found (src/patches/chunkMapping.ts)`,
    );
  const kept = Object.fromEntries(
    entries
      .filter(([name]) => name === 'app' || name.startsWith('component---'))
      .map(([name, files]) => [name, files.length > 0 ? files : (ownFiles[name] ?? [])]),
  );
  return `window.___chunkMapping=${JSON.stringify(JSON.stringify(kept))};`;
}
