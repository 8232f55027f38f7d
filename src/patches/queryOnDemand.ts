// Patch: keeps gatsby develop's query on demand on where CI is set; why, for which versions, and its check: `patch` below.
import { expectSources, type SourceExpectation } from './sourceShape';
import { gatsbyPatch } from './patch';

export const patch = gatsbyPatch('queryOnDemand', 'develop', {
  reason: 'Gatsby turns query on demand off where CI is set, and develop then served half-written page data; it stays on',
  check: { where: 'QUERY_ON_DEMAND_SOURCE', test: '__tests__/patches/sourceShape.test.ts' },
  correctness: 'develop served half-written page-data.json as 404 under CI (__tests__/develop/editing.test.ts)',
});

export const QUERY_ON_DEMAND_SOURCE: SourceExpectation = {
  package: 'gatsby',
  snippets: ['isCI)() && !process.env.GATSBY_ENABLE_QUERY_ON_DEMAND_IN_CI'],
};

expectSources('src/patches/queryOnDemand.ts', [QUERY_ON_DEMAND_SOURCE]);
process.env.GATSBY_ENABLE_QUERY_ON_DEMAND_IN_CI ??= 'true';
