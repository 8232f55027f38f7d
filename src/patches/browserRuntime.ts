// Patch check (build time, checked on gatsby 5.16.1, @gatsbyjs/reach-router 2.0.1, react-dom 18.3.1): what the partial-hydration runtime relies on in Gatsby and React.
/**
 * The partial-hydration parts run in the browser (src/hydration/transitionHydrate.ts, src/hydration/PageLocation.tsx,
 * src/hydration/StaticSection.tsx, src/hydration/HydrateOnApproach.tsx), so their check runs here, before webpack bundles
 * them: Gatsby must still hand the page to `replaceHydrateFunction` and wrap it in reach-router's <Location>, which uses
 * a LocationContext found above it; reach-router's history must still end a navigation with `_onTransitionComplete`;
 * and React must be the 18.3.1 whose hydration of `dangerouslySetInnerHTML` and of suspended boundaries they were tested on.
 */
import type { SourceExpectation } from './sourceShape';

export const BROWSER_RUNTIME_SOURCES: SourceExpectation[] = [
  {
    file: '.cache/production-app.js',
    snippets: ['apiRunner(`replaceHydrateFunction`, undefined, defaultRenderer)[0]', '<Location>'],
  },
  {
    file: 'node_modules/@gatsbyjs/reach-router/dist/index.modern.mjs',
    snippets: ['_onTransitionComplete(){', 'const r=y();return r?t(r):', 'd as LocationContext', 'l as globalHistory'],
  },
  { file: 'node_modules/react-dom/package.json', snippets: ['"version": "18.3.1"'] },
];
