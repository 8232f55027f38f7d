/** Gatsby Node APIs as a table of contents: each API lives in its own module under src/gatsby-node/. */
import './src/patches/encoderEffort';
export { onPreBootstrap } from './src/gatsby-node/contentChecks';
export { createSchemaCustomization } from './src/gatsby-node/schema';
export { onCreateNode, shouldOnCreateNode } from './src/gatsby-node/onCreateNode';
export { createPages, onCreatePage } from './src/gatsby-node/createPages';
export { onCreateWebpackConfig } from './src/patches/webpack';
export { onPostBuild } from './src/gatsby-node/postBuild/onPostBuild';
export { onPostBootstrap, onCreateDevServer } from './src/gatsby-node/developServer';
