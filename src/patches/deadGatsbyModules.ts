// Patch: swaps two Gatsby browser modules that never run here for an empty module; why, for which versions, and its check: `patch` below.
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { expectSources, type SourceExpectation } from './sourceShape';
import { gatsbyPatch } from './patch';

export const patch = gatsbyPatch('deadGatsbyModules', 'build', {
  reason:
    "register-service-worker and the partytown plugin's browser module never run in this site but cost ~2.5 kB gzipped on every page (first-load JS budget); an empty module replaces them",
  check: { where: 'DEAD_MODULES', test: '__tests__/patches/sourceShape.test.ts' },
});

/** Paths from the project root, where Gatsby runs (this file is bundled into .cache/compiled, so neither __dirname nor require.resolve hold). */
const EMPTY_MODULE = path.resolve('src/patches/emptyModule.js');
/**
 * production-app.js requires the service-worker module behind a check no plugin here makes true; the partytown plugin's
 * only API returns outside development, but its `require` pulls gatsby-script into the app chunk.
 */
export const DEAD_MODULES: (SourceExpectation & { request: RegExp })[] = [
  { request: /^\.\/register-service-worker$/, package: 'gatsby', snippets: ['require(`./register-service-worker`)'] },
  {
    request: /internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/,
    package: 'gatsby',
    snippets: [
      'exports.__esModule = true;\nexports.onInitialClientRender = void 0;\nvar _gatsbyScript = require("gatsby-script");\nvar _injectPartytownSnippet = require("./utils/inject-partytown-snippet");\n// Makes sure off-main-thread scripts are loaded in `gatsby develop`\nconst onInitialClientRender = () => {\n  if (process.env.NODE_ENV !== `development`) {\n    return;\n  }',
    ],
  },
];

/** The replacement plugins, once Gatsby's source is checked to still be the one these modules were found dead in. */
export function deadModuleReplacements(plugins: Parameters<NonNullable<GatsbyNode['onCreateWebpackConfig']>>[0]['plugins']): unknown[] {
  expectSources('src/patches/deadGatsbyModules.ts', DEAD_MODULES);
  // eslint-disable-next-line @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-return -- Gatsby types its webpack plugin factories as Function
  return DEAD_MODULES.map(({ request }) => plugins.normalModuleReplacement(request, EMPTY_MODULE));
}
