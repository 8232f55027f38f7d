/** The patch registry, made of each patch file's own `patch` export (id, upstream range, reason, check), so nothing about a patch is written twice. */
import type { Patch } from './patch';
import { patch as bootFile } from './bootFile';
import { patch as buildParallelism } from './buildParallelism';
import { patch as chunkMapping } from './chunkMapping';
import { patch as deadGatsbyModules } from './deadGatsbyModules';
import { patch as developFunctions } from './developFunctions';
import { patch as encoderEffort } from './encoderEffort';
import { patch as htmlFollowsCss } from './htmlFollowsCss';
import { patch as imageHeadRemoval } from './imageHeadRemoval';
import { patch as lazyHead } from './lazyHead';
import { patch as nulBytes } from './nulBytes';
import { patch as queryOnDemand } from './queryOnDemand';
import { patch as scriptLoaderPath } from './scriptLoaderPath';
import { patch as scriptsAfterPaint } from './scriptsAfterPaint';

export type { Patch, PatchGroup } from './patch';

/** Every patch (a test fails when a file of this folder exports a `patch` missing here). */
export const patches: readonly Patch[] = [
  bootFile,
  chunkMapping,
  scriptLoaderPath,
  scriptsAfterPaint,
  imageHeadRemoval,
  buildParallelism,
  htmlFollowsCss,
  developFunctions,
  encoderEffort,
  deadGatsbyModules,
  lazyHead,
  queryOnDemand,
  nulBytes,
];

/** Files of the folder that are no patch of their own, and what each holds. */
export const supportFiles: Readonly<Record<string, string>> = {
  'index.ts': 'this registry',
  'patch.ts': 'the type of a patch file’s `patch` export',
  'sourceShape.ts': 'the shape check the patches share',
  'hydrationRuntimeShape.ts': 'the shape check of what the site’s own hydration runtime (src/hydration/) relies on upstream',
  'ssrScripts.tsx': 'onPreRenderHTML applying scriptLoaderPath and imageHeadRemoval',
  'webpack.ts': 'onCreateWebpackConfig running the browser-side checks, deadGatsbyModules, lazyHead and htmlFollowsCss',
  'onPreInit.ts': 'onPreInit throwing the error of a patch whose check failed while gatsby-node loaded',
  'emptyModule.js': 'the empty module deadGatsbyModules swaps in',
  'lazyHeadHandler.js': 'the stand-in for Gatsby’s head handler that lazyHead swaps in',
};
