/** Gatsby Node APIs as a table of contents: each API lives in its own module under src/build/. */
import './src/build/patches/encoderEffort';
export { onPreBootstrap } from './src/build/contentChecks';
export { createSchemaCustomization, createResolvers } from './src/build/schema';
export { onCreateNode, shouldOnCreateNode } from './src/build/onCreateNode';
export { createPages, onCreatePage } from './src/build/createPages';
export { onCreateWebpackConfig } from './src/build/patches/webpack';
export { onPostBuild } from './src/build/postBuild/onPostBuild';
export { onPostBootstrap, onCreateDevServer } from './src/build/developServer';
