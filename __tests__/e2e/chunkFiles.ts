/** Finds a built chunk's files by its name in the list the build writes (src/patches/webpack.ts): lazy chunks' file names carry only their id. */
import fs from 'node:fs';
import { CHUNK_FILES } from '../../src/patches/webpack';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Matches the URL of any script of the chunks whose names `chunkName` matches (a query string allowed). */
export function chunkScripts(chunkName: RegExp): RegExp {
  const chunkMap = JSON.parse(fs.readFileSync(CHUNK_FILES, 'utf8')) as Record<string, string[]>;
  const scripts = Object.entries(chunkMap)
    .filter(([name]) => chunkName.test(name))
    .flatMap(([, files]) => files.filter((file) => file.endsWith('.js')));
  if (scripts.length === 0) throw new Error(`no chunk named like ${String(chunkName)} in ${CHUNK_FILES}`);
  return new RegExp(`(?:${scripts.map(escapeRegExp).join('|')})(?:\\?|$)`);
}
