/**
 * Two modules Gatsby 5.16.1 bundles into every page although they never run in this site's production build, swapped
 * for an empty module (about 2.5 kB gzipped on every page, which keeps first-load JS under its 80 kB budget):
 * - `./register-service-worker`, required by production-app.js behind a check that is false unless a plugin implements
 *   `registerServiceWorker` (this site has none);
 * - the browser side of Gatsby's internal partytown plugin, whose only API (`onInitialClientRender`) returns at once
 *   outside development, but whose CommonJS `require` pulls all of gatsby-script and Partytown's snippet into the app
 *   chunk. With it empty, Gatsby's API runner finds no `onInitialClientRender` there and skips it.
 * Each is checked against Gatsby's source first (for the plugin, that it still exports that one API and returns outside
 * development): if it is no longer that way, the build stops with a message.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';

/** Paths from the project root, where Gatsby runs (this file is bundled into .cache/compiled, so neither __dirname nor require.resolve hold). */
const EMPTY_MODULE = path.resolve('src/build/emptyModule.js');
const DEAD_MODULES = [
  { request: /^\.\/register-service-worker$/, source: '.cache/production-app.js', expected: 'require(`./register-service-worker`)' },
  {
    request: /internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/,
    source: 'node_modules/gatsby/dist/internal-plugins/partytown/gatsby-browser.js',
    expected:
      'exports.__esModule = true;\nexports.onInitialClientRender = void 0;\nvar _gatsbyScript = require("gatsby-script");\nvar _injectPartytownSnippet = require("./utils/inject-partytown-snippet");\n// Makes sure off-main-thread scripts are loaded in `gatsby develop`\nconst onInitialClientRender = () => {\n  if (process.env.NODE_ENV !== `development`) {\n    return;\n  }',
  },
];

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions, plugins }) => {
  if (stage !== 'build-javascript') return;
  for (const { source, expected } of DEAD_MODULES)
    if (!fs.readFileSync(path.resolve(source), 'utf8').includes(expected))
      throw new Error(
        `${source} no longer has the shape src/build/deadGatsbyModules.ts was checked against (Gatsby 5.16.1): review or remove it`,
      );
  actions.setWebpackConfig({
    // eslint-disable-next-line @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-return -- Gatsby types its webpack plugin factories as Function
    plugins: DEAD_MODULES.map(({ request }) => plugins.normalModuleReplacement(request, EMPTY_MODULE)),
  });
};
