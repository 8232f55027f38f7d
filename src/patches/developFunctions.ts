// Patch: sets GATSBY_PRECOMPILE_DEVELOP_FUNCTIONS before gatsby develop starts; why, for which versions, and its check: `patch` below.
import { expectSources, type SourceExpectation } from './sourceShape';
import { gatsbyPatch } from './patch';

export const patch = gatsbyPatch('developFunctions', 'develop', {
  reason:
    'gatsby develop compiles a Function on its first request by touching its source, which restarted the function watcher while an editor saved; Functions now compile when develop starts',
  check: { where: 'PRECOMPILE_SOURCE', test: '__tests__/patches/sourceShape.test.ts' },
});

export const PRECOMPILE_SOURCE: SourceExpectation = {
  package: 'gatsby',
  snippets: ['process.env.GATSBY_PRECOMPILE_DEVELOP_FUNCTIONS === `true`', 'utimesSync(functionObj.originalAbsoluteFilePath'],
};

expectSources('src/patches/developFunctions.ts', [PRECOMPILE_SOURCE]);
process.env.GATSBY_PRECOMPILE_DEVELOP_FUNCTIONS ??= 'true';
