// Patch: the page renderer's head handler loads with the first client-side navigation instead of on every first load; why, for which versions, and its check: `patch` below.
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { expectSources, type SourceExpectation } from './sourceShape';
import { gatsbyPatch } from './patch';

export const patch = gatsbyPatch('lazyHead', 'build', {
  reason:
    "Gatsby's head handler (the code that renders a page's Head in the browser and diffs document.head) ships in every page's first load (about 2 kB gzipped: the first-load JS budget), though the landing page's head is the server's; the page renderer gets a stand-in that loads Gatsby's handler with the first client-side navigation and runs it from then on",
  check: { where: 'LAZY_HEAD_SOURCES', test: '__tests__/patches/sourceShape.test.ts' },
});

/** Where the stand-in is (from the project root, where Gatsby runs: this file is bundled into .cache/compiled). */
const STAND_IN = path.resolve('src/patches/lazyHeadHandler.js');

/** The request the page renderer makes, and the shapes the stand-in relies on: the handler is a hook taking the renderer's arguments. */
export const LAZY_HEAD_SOURCES: (SourceExpectation & { request?: RegExp })[] = [
  {
    request: /^\.\/head\/head-export-handler-for-browser$/,
    package: 'gatsby',
    snippets: [
      'import { headHandlerForBrowser } from "./head/head-export-handler-for-browser"',
      'headHandlerForBrowser({\n    pageComponent,\n    staticQueryResults: props.pageResources.staticQueryResults,\n    pageComponentProps,\n  })',
    ],
  },
  {
    package: 'gatsby',
    snippets: [
      'export function headHandlerForBrowser({\n  pageComponent,\n  staticQueryResults,\n  pageComponentProps,\n}) {\n  useEffect(() => {',
    ],
  },
];

/** The replacement plugin, once Gatsby's source is checked to still have the shape the stand-in was written against. */
export function lazyHeadReplacement(plugins: Parameters<NonNullable<GatsbyNode['onCreateWebpackConfig']>>[0]['plugins']): unknown {
  expectSources('src/patches/lazyHead.ts', LAZY_HEAD_SOURCES);
  // eslint-disable-next-line @typescript-eslint/no-unsafe-call -- Gatsby types its webpack plugin factories as Function
  return plugins.normalModuleReplacement(LAZY_HEAD_SOURCES[0]?.request, STAND_IN);
}
