// Not a patch: the shape check of what the site's own hydration runtime (src/hydration/) relies on in Gatsby, reach-router and React (checked on gatsby 5.16.1, @gatsbyjs/reach-router 2.0.1, react-dom 18.3.1); the runtime changes no upstream output.
/**
 * The partial-hydration parts run in the browser (src/hydration/transitionHydrate.ts, src/hydration/PageLocation.tsx,
 * src/hydration/StaticSection.tsx, src/hydration/HydrateOnApproach.tsx), so their check runs here, before webpack bundles
 * them: Gatsby must still hand the page to `replaceHydrateFunction` and wrap it in reach-router's <Location>, which uses
 * a LocationContext found above it; reach-router's history must still end a navigation with `_onTransitionComplete`;
 * and React must still hydrate an element with `dangerouslySetInnerHTML` without its children and keep a suspended
 * boundary's server HTML (found by that code's shape in react-dom, not by its version).
 */
import type { SourceExpectation } from './sourceShape';

export const HYDRATION_RUNTIME_SOURCES: SourceExpectation[] = [
  {
    package: 'gatsby',
    snippets: ['apiRunner(`replaceHydrateFunction`, undefined, defaultRenderer)[0]', '<Location>'],
  },
  {
    package: '@gatsbyjs/reach-router',
    snippets: ['_onTransitionComplete(){', 'const r=y();return r?t(r):', 'd as LocationContext', 'l as globalHistory'],
  },
  {
    package: 'react-dom',
    snippets: [
      "typeof props.dangerouslySetInnerHTML === 'object' && props.dangerouslySetInnerHTML !== null && props.dangerouslySetInnerHTML.__html != null",
      "var SUSPENSE_PENDING_START_DATA = '$?';",
    ],
  },
];
