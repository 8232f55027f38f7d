/** onCreateWebpackConfig: the site's own webpack settings, then the patches' (src/patches/webpack.ts). */
import type { GatsbyNode } from 'gatsby';
import { patchWebpackConfig } from '../patches/webpack';

interface ChunkGroupContext {
  chunkGraph: { getModuleChunksIterable: (module: unknown) => Iterable<{ name?: string | null }> };
}
type GroupTest = (module: unknown, context: ChunkGroupContext) => boolean;
interface SplitChunksConfig {
  optimization?: { splitChunks?: { cacheGroups?: { shared?: { test?: GroupTest } } } };
}

/** Gatsby's name of a page component's bundle (`component---src-pages-blog-index-tsx`). */
const PAGE_BUNDLE = /^component---/;

/**
 * Code shared by page components only, not by any section, stays in each page's bundle instead of Gatsby's shared chunk:
 * a visitor's first page then loads one file less (0.3 kB less gzipped JavaScript on /blog/ and /cases/, which share
 * the listing), for a second copy of that code fetched on the first visit to the other page. Code that sections share
 * is still split, or a page would load it once per section.
 */
function keepPageCodeInPages(config: SplitChunksConfig): void {
  const shared = config.optimization?.splitChunks?.cacheGroups?.shared;
  const gatsbyTest = shared?.test;
  if (!shared || !gatsbyTest) throw new Error('src/gatsby-node/webpackConfig.ts: Gatsby has no `shared` chunk group with a test any more');
  shared.test = (module, context) =>
    gatsbyTest(module, context) &&
    ![...context.chunkGraph.getModuleChunksIterable(module)].every((chunk) => PAGE_BUNDLE.test(chunk.name ?? ''));
}

/**
 * The production builds make no source maps: onPostBuild removed every one from public/ (nothing serves them), and
 * making them cost the JavaScript build and the HTML renderer a few seconds of each cold build.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = (args) => {
  if (args.stage === 'build-javascript' || args.stage === 'build-html') args.actions.setWebpackConfig({ devtool: false });
  if (args.stage === 'build-javascript') keepPageCodeInPages((args.getConfig as () => SplitChunksConfig)());
  patchWebpackConfig(args);
};
