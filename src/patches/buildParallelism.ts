// Patch (build time, checked on gatsby 5.16.1 / gatsby-core-utils 4.16.0): Gatsby sizes its pools as physical cores − 1, which left one of two cores idle.
/**
 * Lets Gatsby use every core of a small machine. Gatsby sizes its query/HTML worker pool, terser and gatsby-plugin-sharp's
 * image queue as (physical cores − 1), and sharp runs one thread per image, so on a 2-core machine the whole cold build ran
 * on one core. One more than the cores keeps the main process plus workers busy. Loaded by gatsby-config, before Gatsby
 * sizes them; an explicit GATSBY_CPU_COUNT still wins, and PATCHES_OFF=build leaves Gatsby's count. Stops when gatsby-core-utils no longer reads the variable.
 */
import os from 'node:os';
import { expectSources, type SourceExpectation } from './sourceShape';
import { isOff } from './switches';

export const CPU_COUNT_SOURCE: SourceExpectation = {
  file: 'node_modules/gatsby-core-utils/dist/cpu-core-count.js',
  snippets: ['if (typeof process.env.GATSBY_CPU_COUNT !== `undefined`) {'],
};

expectSources('src/patches/buildParallelism.ts', [CPU_COUNT_SOURCE]);
if (!isOff('build')) process.env.GATSBY_CPU_COUNT ??= String(os.availableParallelism() + 1);
