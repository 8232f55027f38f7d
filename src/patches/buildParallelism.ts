// Patch: sets GATSBY_CPU_COUNT before Gatsby sizes its worker pools; why, for which versions, and its check: `patch` below.
/**
 * Lets Gatsby use every core of a small machine. Gatsby sizes its query/HTML worker pool, terser and gatsby-plugin-sharp's
 * image queue as (physical cores − 1), and sharp runs one thread per image, so on a 2-core machine the whole cold build ran
 * on one core. One more than the cores keeps the main process plus workers busy. Loaded by gatsby-config, before Gatsby
 * sizes them; an explicit GATSBY_CPU_COUNT still wins. Stops when gatsby-core-utils no longer reads the variable.
 */
import os from 'node:os';
import { expectSources, type SourceExpectation } from './sourceShape';
import type { Patch } from './patch';

export const patch: Patch = {
  id: 'buildParallelism',
  group: 'build',
  upstream: { gatsby: '^5.16.1', 'gatsby-core-utils': '^4.16.0' },
  reason:
    'Gatsby sizes its worker pools as physical cores − 1, which left one of two cores idle; GATSBY_CPU_COUNT = cores + 1 lets a 2-core build use both',
  check: { where: 'CPU_COUNT_SOURCE', test: '__tests__/patches/sourceShape.test.ts' },
};

export const CPU_COUNT_SOURCE: SourceExpectation = {
  package: 'gatsby-core-utils',
  snippets: ['if (typeof process.env.GATSBY_CPU_COUNT !== `undefined`) {'],
};

expectSources('src/patches/buildParallelism.ts', [CPU_COUNT_SOURCE]);
process.env.GATSBY_CPU_COUNT ??= String(os.availableParallelism() + 1);
