/** onCreateWebpackConfig for the patches: before the browser bundles are built, checks the browser-side patches' and the chunk map cut's assumptions and swaps Gatsby's dead modules for an empty one. */
import type { GatsbyNode } from 'gatsby';
import { expectSources } from './sourceShape';
import { BROWSER_RUNTIME_SOURCES } from './browserRuntime';
import { deadModuleReplacements } from './deadGatsbyModules';
import { checkChunkMapLoader } from './chunkMapping';

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions, plugins }) => {
  if (stage !== 'build-javascript') return;
  expectSources('src/patches/browserRuntime.ts (partial hydration)', BROWSER_RUNTIME_SOURCES);
  checkChunkMapLoader();
  actions.setWebpackConfig({ plugins: deadModuleReplacements(plugins) });
};
