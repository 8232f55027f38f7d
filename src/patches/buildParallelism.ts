// Patch: sets GATSBY_CPU_COUNT before Gatsby sizes its worker pools; why, for which versions, and its check: `patch` below.
import os from 'node:os';
import { expectSources, type SourceExpectation } from './sourceShape';
import { gatsbyPatch } from './patch';

export const patch = gatsbyPatch('buildParallelism', 'build', {
  upstream: { 'gatsby-core-utils': '^4.16.0' },
  reason:
    'Gatsby sizes its worker pools as physical cores − 1, which left one of two cores idle; GATSBY_CPU_COUNT = cores + 1 lets a 2-core build use both',
  check: { where: 'CPU_COUNT_SOURCE', test: '__tests__/patches/sourceShape.test.ts' },
});

export const CPU_COUNT_SOURCE: SourceExpectation = {
  package: 'gatsby-core-utils',
  snippets: ['if (typeof process.env.GATSBY_CPU_COUNT !== `undefined`) {'],
};

expectSources('src/patches/buildParallelism.ts', [CPU_COUNT_SOURCE]);
process.env.GATSBY_CPU_COUNT ??= String(os.availableParallelism() + 1);
