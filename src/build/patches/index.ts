/** The registry of every patch to Gatsby's (or React's, sharp's) output or internals: what it is for, what it was checked against, and where the check that stops the build when that changes lives. */

/** Groups that can be measured off one by one (PATCHES_OFF), plus the ones kept for correctness alone. */
export type PatchGroup = 'deferral' | 'hydration' | 'head' | 'build' | 'develop' | 'output';

export interface Patch {
  id: string;
  group: PatchGroup;
  reason: string;
  verifiedOn: string;
  /** Files of the patch, from the project root (the build-time ones in src/build/patches/). */
  files: string[];
  /** Where its shape check is and the test that feeds that check a wrong shape; null with `correctness` when it has none. */
  check: { where: string; test: string } | null;
  /** Whether PATCHES_OFF=<group> builds the site without it (src/build/patches/switches.ts), and the modules swapped in then. */
  switchable: boolean;
  offVariants?: string[];
  /** Why it stays on (when not switchable) or must not go (when something breaks without it), rather than for speed. */
  correctness?: string;
}

const P = 'src/build/patches/';
const GATSBY = 'gatsby 5.16.1';

export const patches: Patch[] = [
  {
    id: 'bootFile',
    group: 'deferral',
    reason: "Gatsby's build-wide inline scripts (chunk map, compilation hash) and bundle tags move into one content-hashed boot file",
    verifiedOn: GATSBY,
    files: [`${P}bootFile.ts`],
    check: { where: `${P}bootFile.ts (buildScripts, pass)`, test: '__tests__/htmlFiles.test.ts' },
    switchable: false,
    correctness:
      'the CSP header (gatsby-config `headers` for hosting adapters, src/build/postBuild/cspPolicy.ts staticHeaderPolicy) allows a fixed set of inline-script hashes; without the boot file the chunk map and compilation hash are inline scripts whose hash changes with every build',
  },
  {
    id: 'chunkMapping',
    group: 'deferral',
    reason: 'the chunk map in the boot file keeps only the page components Gatsby’s loader looks up (a third of the boot file)',
    verifiedOn: GATSBY,
    files: [`${P}chunkMapping.ts`],
    check: { where: `${P}chunkMapping.ts (pageComponentsOnly, checkChunkMapLoader)`, test: '__tests__/build/chunkMapping.test.ts' },
    switchable: true,
  },
  {
    id: 'scriptLoaderPath',
    group: 'deferral',
    reason: "gatsby-script-loader's per-page window.pagePath reads a data attribute, so one CSP hash allows it on every page",
    verifiedOn: GATSBY,
    files: [`${P}scriptLoaderPath.ts`],
    check: { where: `${P}scriptLoaderPath.ts (rewritePagePath)`, test: '__tests__/build/ssrScripts.test.tsx' },
    switchable: false,
    correctness:
      "without it every page's loader script differs, and the fixed header policy (hosting adapters) cannot allow 110 per-page hashes",
  },
  {
    id: 'scriptsAfterPaint',
    group: 'deferral',
    reason: "Gatsby's runtime, framework and app bundles load after the first paint and the hero image",
    verifiedOn: GATSBY,
    files: [`${P}scriptsAfterPaint.ts`],
    check: { where: `${P}scriptsAfterPaint.ts (expectGatsbyBundles)`, test: '__tests__/build/scriptsAfterPaint.test.ts' },
    switchable: true,
  },
  {
    id: 'staticSection',
    group: 'hydration',
    reason: 'sections without behaviour keep their server HTML and never load their code',
    verifiedOn: 'react-dom 18.3.1',
    files: ['src/sections/StaticSection.tsx', 'src/components/serverHtml.ts'],
    check: { where: `${P}browserRuntime.ts`, test: '__tests__/build/sourceShape.test.ts' },
    switchable: true,
    offVariants: ['src/browser/patchesOff/StaticSection.tsx'],
  },
  {
    id: 'hydrateOnApproach',
    group: 'hydration',
    reason: 'interactive sections below the first load and hydrate as they approach the viewport or get input',
    verifiedOn: 'react-dom 18.3.1',
    files: ['src/sections/HydrateOnApproach.tsx'],
    check: { where: `${P}browserRuntime.ts`, test: '__tests__/build/sourceShape.test.ts' },
    switchable: true,
    offVariants: ['src/browser/patchesOff/HydrateOnApproach.tsx'],
  },
  {
    id: 'heldInput',
    group: 'hydration',
    reason: 'a click or submit before its region hydrated is held by an inline head script and replayed once',
    verifiedOn: GATSBY,
    files: ['src/lib/heldInputScript.ts', 'src/browser/heldInput.ts'],
    check: null,
    correctness:
      'no framework output is touched (window.___heldInput is the site’s own global); not switched off: Gatsby’s bundles always hydrate after the page is shown, so without it a first click on a menu or form button before hydration is lost (__tests__/heldInput.test.ts, e2e); its CSP hash is checked by __tests__/securityHeaders.test.ts',
    switchable: false,
  },
  {
    id: 'transitionHydrate',
    group: 'hydration',
    reason: "Gatsby's replaceHydrateFunction hydrates inside a React transition, so hydration yields instead of one long task",
    verifiedOn: GATSBY,
    files: ['src/components/transitionHydrate.ts'],
    check: { where: `${P}browserRuntime.ts`, test: '__tests__/build/sourceShape.test.ts' },
    switchable: true,
    offVariants: ['src/browser/patchesOff/transitionHydrate.ts'],
  },
  {
    id: 'pageLocation',
    group: 'hydration',
    reason: 'a location provider above Gatsby’s that changes only with the page, so a hash change does not throw away dehydrated sections',
    verifiedOn: `${GATSBY}, @gatsbyjs/reach-router 2.0.1`,
    files: ['src/browser/PageLocation.tsx', 'src/types/gatsbyjs-reach-router.d.ts'],
    check: { where: `${P}browserRuntime.ts`, test: '__tests__/build/sourceShape.test.ts' },
    correctness: 'React error 421 (sections rendered again on the client) when the hash changes while sections are dehydrated',
    switchable: false,
  },
  {
    id: 'imageHeadRemoval',
    group: 'head',
    reason: "gatsby-plugin-image's inline head style, noscript and script are dropped (the site renders plain <picture>)",
    verifiedOn: 'gatsby-plugin-image 3.16.0',
    files: [`${P}imageHeadRemoval.ts`],
    check: { where: `${P}imageHeadRemoval.ts (withoutImageHead)`, test: '__tests__/build/ssrScripts.test.tsx' },
    switchable: true,
    offVariants: ['src/build/patches/off/imageHeadRemoval.ts'],
    correctness:
      'kept whatever the figures: without it every page carries an inline <script type="module"> for a runtime the site does not use, which the fixed CSP header (hosting adapters) would have to allow by hash or block with a violation',
  },
  {
    id: 'buildParallelism',
    group: 'build',
    reason: 'GATSBY_CPU_COUNT = cores + 1, so a 2-core build uses both cores',
    verifiedOn: `${GATSBY}, gatsby-core-utils 4.16.0`,
    files: [`${P}buildParallelism.ts`],
    check: { where: `${P}buildParallelism.ts (CPU_COUNT_SOURCE)`, test: '__tests__/build/sourceShape.test.ts' },
    switchable: true,
  },
  {
    id: 'encoderEffort',
    group: 'build',
    reason: 'AVIF and WebP encode at effort 2 instead of sharp’s 4 (about 6× faster image step)',
    verifiedOn: 'gatsby-plugin-sharp 5.16.0, sharp 0.34.5',
    files: [`${P}encoderEffort.ts`],
    check: { where: `${P}encoderEffort.ts (checkEncoderMethods, ENCODER_SOURCES)`, test: '__tests__/build/sourceShape.test.ts' },
    switchable: true,
  },
  {
    id: 'deadGatsbyModules',
    group: 'build',
    reason:
      'register-service-worker and the partytown plugin’s browser module, dead here, are swapped for an empty module (~2.5 kB gzipped a page)',
    verifiedOn: GATSBY,
    files: [`${P}deadGatsbyModules.ts`, 'src/build/emptyModule.js'],
    check: { where: `${P}deadGatsbyModules.ts (DEAD_MODULES)`, test: '__tests__/build/sourceShape.test.ts' },
    switchable: true,
  },
  {
    id: 'contentNodes',
    group: 'develop',
    reason:
      'develop makes its own content records (the build uses gatsby-transformer-json), naming their File as parent without being its children, so a save never leaves develop without the record',
    verifiedOn: GATSBY,
    files: [`${P}contentNodes.ts`],
    check: { where: '__tests__/develop/editing.test.ts (the editing loop)', test: '__tests__/develop/editing.test.ts' },
    correctness:
      'with gatsby-transformer-json making develop’s records, 4 of the 8 editing-loop tests failed: a broken save made the page 404 instead of keeping its last good version, a good save answered 404 before the new text (__tests__/develop/editing.test.ts, docs/decisions.md)',
    switchable: false,
  },
  {
    id: 'queryOnDemand',
    group: 'develop',
    reason: 'query on demand stays on in develop where CI is set',
    verifiedOn: GATSBY,
    files: [`${P}queryOnDemand.ts`],
    check: { where: `${P}queryOnDemand.ts (QUERY_ON_DEMAND_SOURCE)`, test: '__tests__/build/sourceShape.test.ts' },
    correctness: 'develop served half-written page-data.json as 404 under CI (__tests__/develop/editing.test.ts)',
    switchable: false,
  },
  {
    id: 'nulBytes',
    group: 'output',
    reason: "NUL padding bytes React 18.3.1's streaming renderer leaves in built HTML are removed",
    verifiedOn: 'react-dom 18.3.1',
    files: [`${P}nulBytes.ts`],
    check: null,
    correctness: 'NUL bytes are invalid HTML (__tests__/e2e/htmlValid.spec.ts); the pass is a no-op once React stops padding',
    switchable: false,
  },
];

/** Files of the folder that are no patch of their own: the registry, the shared check, and the hooks that apply the patches. */
export const supportFiles: Record<string, string> = {
  [`${P}index.ts`]: 'this registry',
  [`${P}sourceShape.ts`]: 'the shared source shape check',
  [`${P}browserRuntime.ts`]: 'the shape check of the partial-hydration parts that run in the browser',
  [`${P}ssrScripts.tsx`]: 'onPreRenderHTML applying scriptLoaderPath and imageHeadRemoval',
  [`${P}webpack.ts`]: 'onCreateWebpackConfig running the browser-side checks and deadGatsbyModules, and swapping in off variants',
  [`${P}switches.ts`]: 'PATCHES_OFF, the build-time switch that builds the site without a group',
};
