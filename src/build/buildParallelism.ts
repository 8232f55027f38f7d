/**
 * Lets Gatsby use every core of a small machine. Gatsby sizes its query/HTML worker pool, terser and gatsby-plugin-sharp's
 * image queue as (physical cores − 1), and sharp runs one thread per image, so on a 2-core machine the whole cold build ran
 * on one core. One more than the cores keeps the main process plus workers busy. Loaded by gatsby-config, before Gatsby
 * sizes them; an explicit GATSBY_CPU_COUNT still wins.
 */
import os from 'node:os';

process.env.GATSBY_CPU_COUNT ??= String(os.availableParallelism() + 1);
