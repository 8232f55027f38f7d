/**
 * Source maps and webpack's stats file describe our source code, not the site: the production webpack builds make no
 * source maps (src/gatsby-node/webpackConfig.ts), and whatever another tool leaves is removed from public/ after the
 * build, so neither the production server nor a static host publishes them.
 */
import fs from 'node:fs';
import path from 'node:path';

const isInternal = (relative: string) => relative.endsWith('.map') || relative === 'webpack.stats.json';

/** Deletes every `*.map` under `publicDir` and its `webpack.stats.json`; answers the paths removed, relative to it. */
export function removeBuildInternals(publicDir: string): string[] {
  const removed: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      const relative = path.relative(publicDir, full).split(path.sep).join('/');
      if (entry.isDirectory()) walk(full);
      else if (isInternal(relative)) {
        fs.rmSync(full);
        removed.push(relative);
      }
    }
  };
  walk(publicDir);
  return removed.sort();
}
