/** onCreateWebpackConfig for the patches: before the browser bundles are built, checks the browser-side patches' and the chunk map cut's assumptions and swaps Gatsby's dead modules for an empty one; with PATCHES_OFF, swaps the named groups' modules for their off variants (src/patches/off/, src/hydration/patchesOff/). */
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { expectSources } from './sourceShape';
import { BROWSER_RUNTIME_SOURCES } from './browserRuntime';
import { deadModuleReplacements } from './deadGatsbyModules';
import { checkChunkMapLoader } from './chunkMapping';
import { groupsOff, type SwitchableGroup } from './switches';

/** Modules a group swaps for its off variant, by the request that imports them (build-time only: nothing of this reaches a default build). */
export const OFF_MODULES: Record<SwitchableGroup, { request: RegExp; module: string }[]> = {
  deferral: [],
  hydration: [
    { request: /\/StaticSection$/, module: 'src/hydration/patchesOff/StaticSection.tsx' },
    { request: /\/HydrateOnApproach$/, module: 'src/hydration/patchesOff/HydrateOnApproach.tsx' },
    { request: /\/transitionHydrate$/, module: 'src/hydration/patchesOff/transitionHydrate.ts' },
  ],
  head: [{ request: /^\.\/imageHeadRemoval$/, module: 'src/patches/off/imageHeadRemoval.ts' }],
  build: [],
};

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions, plugins }) => {
  if (stage !== 'build-javascript' && stage !== 'build-html') return;
  const off = groupsOff();
  const replacements: unknown[] = [...off]
    .flatMap((group) => OFF_MODULES[group])
    // eslint-disable-next-line @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-return -- Gatsby types its webpack plugin factories as Function
    .map(({ request, module }) => plugins.normalModuleReplacement(request, path.resolve(module)));
  if (stage === 'build-html' && off.size > 0)
    /** Gatsby re-renders pages only when the server-render bundle's hash changes; a build with other groups off must re-render every page (not shipped: the renderer stays in .cache/). */
    actions.setWebpackConfig({ output: { hashSalt: `PATCHES_OFF=${[...off].join(',')}` } });
  if (stage === 'build-javascript') {
    expectSources('src/patches/browserRuntime.ts (partial hydration)', BROWSER_RUNTIME_SOURCES);
    checkChunkMapLoader();
    if (!off.has('build')) replacements.push(...deadModuleReplacements(plugins));
  }
  if (replacements.length > 0) actions.setWebpackConfig({ plugins: replacements });
};
