/**
 * The patches' part of onCreateWebpackConfig (src/gatsby-node/webpackConfig.ts): before the browser bundles are built,
 * checks the browser-side patches' and the chunk map cut's assumptions, swaps Gatsby's dead modules for an empty one and
 * shortens the content hashes in file names; before the HTML renderer is built, salts its hashes with the stylesheets.
 */
import path from 'node:path';
import type { CreateWebpackConfigArgs } from 'gatsby';
import { expectSources } from './sourceShape';
import { HYDRATION_RUNTIME_SOURCES } from './hydrationRuntimeShape';
import { deadModuleReplacements } from './deadGatsbyModules';
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
  return { ...config, output: { ...output, filename: BUNDLE_NAME, chunkFilename: BUNDLE_NAME } };
}

export function patchWebpackConfig({ stage, actions, plugins, getConfig }: CreateWebpackConfigArgs): void {
  /** Gatsby types getConfig as a bare Function; it answers the whole webpack configuration. */
  const config = () => (getConfig as () => BundleNaming)();
  if (stage === 'build-html') actions.replaceWebpackConfig(withStylesheetSalt(config(), path.resolve('public')));
  if (stage !== 'build-javascript') return;
  expectSources('src/patches/hydrationRuntimeShape.ts (the hydration runtime)', HYDRATION_RUNTIME_SOURCES);
  checkChunkMapLoader();
  actions.setWebpackConfig({ plugins: deadModuleReplacements(plugins) });
  actions.replaceWebpackConfig(withShortHashes(config()));
}
