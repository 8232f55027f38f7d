// Patch (develop, checked on gatsby 5.16.1): Gatsby turns query on demand off where CI is set; develop then served half-written page data (404s).
/**
 * Keeps gatsby develop's query on demand on where CI is set (Gatsby turns it off there, services/initialize.js): without
 * it develop serves page-data.json straight from disk, which it writes in place, so a page asked for while it writes
 * answered 404. With it, develop answers page data only once it is written. Loaded by gatsby-config, before Gatsby
 * decides; stops when Gatsby no longer reads the variable.
 */
import { expectSources, type SourceExpectation } from './sourceShape';

export const QUERY_ON_DEMAND_SOURCE: SourceExpectation = {
  file: 'node_modules/gatsby/dist/services/initialize.js',
  snippets: ['isCI)() && !process.env.GATSBY_ENABLE_QUERY_ON_DEMAND_IN_CI'],
};

expectSources('src/patches/queryOnDemand.ts', [QUERY_ON_DEMAND_SOURCE]);
process.env.GATSBY_ENABLE_QUERY_ON_DEMAND_IN_CI ??= 'true';
