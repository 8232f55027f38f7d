/** Gatsby Node APIs as a table of contents: each API lives in its own module under src/gatsby-node/. */
export { onPreInit } from './src/patches/onPreInit';
export { onPreBootstrap } from './src/gatsby-node/onPreBootstrap';
export { createSchemaCustomization, createResolvers } from './src/gatsby-node/schema';
export { onCreateNode, shouldOnCreateNode } from './src/gatsby-node/onCreateNode';
export { sourceNodes } from './src/gatsby-node/sourceNodes';
export { createPages, onCreatePage } from './src/gatsby-node/createPages';
export { onCreateWebpackConfig } from './src/gatsby-node/webpackConfig';
export { onPreBuild } from './src/gatsby-node/earlyImageJobs';
export { onPostBuild } from './src/gatsby-node/postBuild/onPostBuild';
export { onPostBootstrap, onCreateDevServer } from './src/gatsby-node/developServer';
