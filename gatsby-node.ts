/** Gatsby Node APIs as a table of contents: each API lives in its own module under src/build/. */
export { onPreBootstrap } from './src/build/contentChecks';
export { createSchemaCustomization } from './src/build/schema';
export { onCreateNode } from './src/build/nodeFields';
export { createPages } from './src/build/createPages';
export { onPostBuild } from './src/build/postBuild';
