// Patch: keeps gatsby develop's query on demand on where CI is set; why, for which versions, and its check: `patch` below.
/**
 * Keeps gatsby develop's query on demand on where CI is set (Gatsby turns it off there, services/initialize.js): without
 * it develop serves page-data.json straight from disk, which it writes in place, so a page asked for while it writes
 * answered 404. With it, develop answers page data only once it is written. Loaded by gatsby-config, before Gatsby
 * decides; stops when Gatsby no longer reads the variable.
 */
import { expectSources, type SourceExpectation } from './sourceShape';
import type { Patch } from './patch';

export const patch: Patch = {
  id: 'queryOnDemand',
  group: 'develop',
  upstream: { gatsby: '^5.16.1' },
  reason: 'Gatsby turns query on demand off where CI is set, and develop then served half-written page data; it stays on',
  check: { where: 'QUERY_ON_DEMAND_SOURCE', test: '__tests__/patches/sourceShape.test.ts' },
  correctness: 'develop served half-written page-data.json as 404 under CI (__tests__/develop/editing.test.ts)',
};

export const QUERY_ON_DEMAND_SOURCE: SourceExpectation = {
  package: 'gatsby',
  snippets: ['isCI)() && !process.env.GATSBY_ENABLE_QUERY_ON_DEMAND_IN_CI'],
};

expectSources('src/patches/queryOnDemand.ts', [QUERY_ON_DEMAND_SOURCE]);
process.env.GATSBY_ENABLE_QUERY_ON_DEMAND_IN_CI ??= 'true';
