// Patch (develop, checked on gatsby 5.16.1): Functions compile when develop starts, not on their first request, whose file touch restarted the function watcher mid-session.
/**
 * In `gatsby develop` a Function compiles on its first request: Gatsby touches its source file so webpack notices it,
 * its own watcher sees that change, prints "Restarting function watcher due to change to src/api/contact.ts" and
 * compiles the Function again. The contact form asks /api/contact for a render token as soon as it hydrates, so the
 * first page with a form set off a whole webpack compile while an editor was saving content, and the save was reported
 * late (the editing test's 3 s promise failed once in CI). Compiled at start, the Function is never touched. Loaded by
 * gatsby-config; an explicit GATSBY_PRECOMPILE_DEVELOP_FUNCTIONS still wins. Stops when Gatsby no longer reads it.
 */
import { expectSources, type SourceExpectation } from './sourceShape';

export const PRECOMPILE_SOURCE: SourceExpectation = {
  package: 'gatsby',
  snippets: ['process.env.GATSBY_PRECOMPILE_DEVELOP_FUNCTIONS === `true`', 'utimesSync(functionObj.originalAbsoluteFilePath'],
};

expectSources('src/patches/developFunctions.ts', [PRECOMPILE_SOURCE]);
process.env.GATSBY_PRECOMPILE_DEVELOP_FUNCTIONS ??= 'true';
