// Patch: sets GATSBY_PRECOMPILE_DEVELOP_FUNCTIONS before gatsby develop starts; why, for which versions, and its check: `patch` below.
/**
 * In `gatsby develop` a Function compiles on its first request: Gatsby touches its source file so webpack notices it,
 * its own watcher sees that change, prints "Restarting function watcher due to change to src/api/contact.ts" and
 * compiles the Function again. The contact form asks /api/contact for a render token as soon as it hydrates, so the
 * first page with a form set off a whole webpack compile while an editor was saving content, and the save was reported
 * late (the editing test's 3 s promise failed once in CI). Compiled at start, the Function is never touched. Loaded by
 * gatsby-config; an explicit GATSBY_PRECOMPILE_DEVELOP_FUNCTIONS still wins. Stops when Gatsby no longer reads it.
 */
import { expectSources, type SourceExpectation } from './sourceShape';
import type { Patch } from './patch';

export const patch: Patch = {
  id: 'developFunctions',
  group: 'develop',
  upstream: { gatsby: '^5.16.1' },
  reason:
    'gatsby develop compiles a Function on its first request by touching its source, which restarted the function watcher while an editor saved; Functions now compile when develop starts',
  check: { where: 'PRECOMPILE_SOURCE', test: '__tests__/patches/sourceShape.test.ts' },
};

export const PRECOMPILE_SOURCE: SourceExpectation = {
  package: 'gatsby',
  snippets: ['process.env.GATSBY_PRECOMPILE_DEVELOP_FUNCTIONS === `true`', 'utimesSync(functionObj.originalAbsoluteFilePath'],
};

expectSources('src/patches/developFunctions.ts', [PRECOMPILE_SOURCE]);
process.env.GATSBY_PRECOMPILE_DEVELOP_FUNCTIONS ??= 'true';
