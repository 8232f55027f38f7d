/**
 * The patches' part of onCreateWebpackConfig (src/gatsby-node/webpackConfig.ts): before the browser bundles are built,
 * checks the browser-side patches' and the chunk map cut's assumptions, swaps Gatsby's dead modules for an empty one and
 * shortens the content hashes in file names (and names lazy chunks by id); before the HTML renderer is built, salts its hashes with the stylesheets.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { CreateWebpackConfigArgs } from 'gatsby';
import { expectSources } from './sourceShape';
import { HYDRATION_RUNTIME_SOURCES } from './hydrationRuntimeShape';
import { deadModuleReplacements } from './deadGatsbyModules';
import { lazyHeadReplacement } from './lazyHead';
import { checkChunkMapLoader } from './chunkMapping';
import { withStylesheetSalt } from './htmlFollowsCss';

/**
 * Hex digits of the content hash in each bundle's file name (webpack's default is 20). The runtime every page loads
 * lists every lazy chunk's hash, so each digit costs about 30 bytes gzipped there; 10 digits (40 bits) still tell the
 * site's ~70 bundles and their past versions apart for caching.
 */
const CHUNK_HASH_DIGITS = 10;
const GATSBY_BUNDLE_NAME = '[name]-[contenthash].js';
const BUNDLE_NAME = `[name]-[contenthash:${CHUNK_HASH_DIGITS}].js`;
/**
 * Lazy chunks are named by id, not by name: webpack's runtime on every page then needs no map of ~45 chunk names
 * (~0.45 kB gzipped). Gatsby's chunk map finds page components' files through CHUNK_FILES instead
 * (src/patches/bootFile.ts). The framework bundle keeps its name: src/patches/scriptsAfterPaint.ts recognises it by name.
 */
const LAZY_CHUNK_NAME = `[id]-[contenthash:${CHUNK_HASH_DIGITS}].js`;
const keepsName = (name: string) => name === 'framework';

interface ChunkPathData {
  chunk?: { name?: string | null };
}

const chunkFileName = ({ chunk }: ChunkPathData) => (keepsName(chunk?.name ?? '') ? BUNDLE_NAME : LAZY_CHUNK_NAME);

/** Where the build lists each named chunk's own files (`{"section-hero": ["/2621-….js"]}`), for the chunk map and tests; not published. */
export const CHUNK_FILES = path.resolve('.cache/chunk-files.json');

interface ChunkFilesStats {
  compilation: { chunks: Iterable<{ name?: string | null; files: Iterable<string> }> };
}

/** Writes CHUNK_FILES when the browser bundles are built. */
const chunkFilesPlugin = {
  apply(compiler: { hooks: { done: { tap: (name: string, run: (stats: ChunkFilesStats) => void) => void } } }) {
    compiler.hooks.done.tap('ChunkFiles', (stats) => {
      const files: Record<string, string[]> = {};
      for (const chunk of stats.compilation.chunks) if (chunk.name) files[chunk.name] = [...chunk.files].map((file) => `/${file}`);
      fs.mkdirSync(path.dirname(CHUNK_FILES), { recursive: true });
      fs.writeFileSync(CHUNK_FILES, JSON.stringify(files));
    });
  },
};

interface BundleNaming {
  output?: { filename?: unknown; chunkFilename?: unknown };
}

/** setWebpackConfig drops `output` (Gatsby 5.16's webpack reducer), so the names change on the whole config; a Gatsby that names bundles differently stops the build here. */
function withShortHashes(config: BundleNaming): BundleNaming {
  const { output } = config;
  if (output?.filename !== GATSBY_BUNDLE_NAME || output.chunkFilename !== GATSBY_BUNDLE_NAME)
    throw new Error(
      `src/patches/webpack.ts: Gatsby names its bundles ${String(output?.filename)} / ${String(output?.chunkFilename)}, not ${GATSBY_BUNDLE_NAME}; check the shorter hash still fits`,
    );
  return { ...config, output: { ...output, filename: BUNDLE_NAME, chunkFilename: chunkFileName } };
}

export function patchWebpackConfig({ stage, actions, plugins, getConfig }: CreateWebpackConfigArgs): void {
  /** Gatsby types getConfig as a bare Function; it answers the whole webpack configuration. */
  const config = () => (getConfig as () => BundleNaming)();
  if (stage === 'build-html') actions.replaceWebpackConfig(withStylesheetSalt(config(), path.resolve('public')));
  if (stage !== 'build-javascript') return;
  expectSources('src/patches/hydrationRuntimeShape.ts (the hydration runtime)', HYDRATION_RUNTIME_SOURCES);
  checkChunkMapLoader();
  actions.setWebpackConfig({ plugins: [...deadModuleReplacements(plugins), lazyHeadReplacement(plugins), chunkFilesPlugin] });
  actions.replaceWebpackConfig(withShortHashes(config()));
}
