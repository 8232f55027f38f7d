/** onCreateWebpackConfig: the site's own webpack settings, then the patches' (src/patches/webpack.ts). */
import type { GatsbyNode } from 'gatsby';
import { patchWebpackConfig } from '../patches/webpack';

/**
 * The production builds make no source maps: onPostBuild removed every one from public/ (nothing serves them), and
 * making them cost the JavaScript build and the HTML renderer a few seconds of each cold build.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = (args) => {
  if (args.stage === 'build-javascript' || args.stage === 'build-html') args.actions.setWebpackConfig({ devtool: false });
  patchWebpackConfig(args);
};
