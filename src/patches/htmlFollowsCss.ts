// Patch: salts the HTML renderer's chunk hashes with the built stylesheets' names; why, for which versions, and its check: `patch` below.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { attributeOf, htmlElements } from '../html/htmlDocument';
import type { HtmlPass } from '../html/htmlFiles';
import { expectSources, type SourceExpectation } from './sourceShape';
import { gatsbyPatch } from './patch';

export const patch = gatsbyPatch('htmlFollowsCss', 'build', {
  upstream: { webpack: '^5.98.0' },
  reason:
    'With slices, a warm gatsby build renders a page again only when its data or the HTML renderer changed, but each page inlines its CSS: after a change to styles alone every page kept the old CSS. The renderer’s chunk hashes are salted with the built stylesheets’ names, so a changed stylesheet renders every page again',
  check: { where: 'SALT_SOURCES, stylesheetsPass', test: '__tests__/patches/htmlFollowsCss.test.ts' },
  correctness:
    'a style change reached no page until `npx gatsby clean` (found on 2026-11-27: the focus clearance rules were in styles.css but in no page)',
});

/** Gatsby 5.16 redux/reducers/html.js: a new browser compilation marks pages for rendering only when slices are off. */
export const SLICES_KEEP_PAGES_SOURCE: SourceExpectation = {
  package: 'gatsby',
  snippets: [
    'case `SET_WEBPACK_COMPILATION_HASH`:\n      {\n        if (!("5" === `5` && process.env.GATSBY_SLICES)) {',
    'htmlFile.dirty |= FLAG_DIRTY_BROWSER_COMPILATION_HASH;',
  ],
};

/** Gatsby 5.16 utils/webpack/get-ssr-chunk-hashes.js: the renderer's hash is its chunks' hashes, which webpack salts with output.hashSalt. */
export const SSR_CHUNK_HASH_SOURCE: SourceExpectation = {
  package: 'gatsby',
  snippets: ['hashes.push(chunk.hash);', 'renderPageHash = concenatedChunksByName;'],
};

/** webpack 5.98 lib/Compilation.js: each chunk's hash starts from output.hashSalt. */
export const CHUNK_HASH_SALT_SOURCE: SourceExpectation = {
  package: 'webpack',
  snippets: ['chunkHash.update(outputOptions.hashSalt);'],
};

export const SALT_SOURCES = [SLICES_KEEP_PAGES_SOURCE, SSR_CHUNK_HASH_SOURCE, CHUNK_HASH_SALT_SOURCE];

const STATS_FILE = 'webpack.stats.json';

/** The stylesheets the browser build just wrote, from the stats file Gatsby writes to public/ as that build ends; sorted. */
export function builtStylesheets(publicDir: string): string[] {
  const file = path.join(publicDir, STATS_FILE);
  if (!fs.existsSync(file))
    throw new Error(
      `src/patches/htmlFollowsCss.ts: Gatsby wrote no ${STATS_FILE} to public/ before the HTML renderer: review or remove the patch`,
    );
  const stats = JSON.parse(fs.readFileSync(file, 'utf8')) as { assetsByChunkName?: Record<string, string[]> };
  const names = Object.values(stats.assetsByChunkName ?? {})
    .flat()
    .filter((name) => name.endsWith('.css'));
  if (names.length === 0)
    throw new Error(`src/patches/htmlFollowsCss.ts: ${STATS_FILE} lists no stylesheet under assetsByChunkName: review or remove the patch`);
  return [...new Set(names)].sort();
}

/** The HTML renderer's webpack configuration with its hashes salted by the built stylesheets' names. */
export function withStylesheetSalt<Config extends { output?: object }>(
  config: Config,
  publicDir: string,
): Config & { output: { hashSalt: string } } {
  expectSources('src/patches/htmlFollowsCss.ts', SALT_SOURCES);
  const hashSalt = createHash('sha256').update(builtStylesheets(publicDir).join('\n')).digest('hex').slice(0, 16);
  return { ...config, output: { ...config.output, hashSalt } };
}

/** Built-HTML pass: stops the build when a page inlines a stylesheet this build did not write (a page rendered with old CSS). */
export function stylesheetsPass(publicDir: string): HtmlPass {
  const current = new Set(builtStylesheets(publicDir).map((name) => `/${name}`));
  return {
    name: 'stylesheets',
    run: (html, page) => {
      const stale = htmlElements(html)
        .filter((element) => element.tagName === 'style' || element.tagName === 'link')
        .map(
          (element) =>
            attributeOf(element, 'data-href') ?? (attributeOf(element, 'rel') === 'stylesheet' ? attributeOf(element, 'href') : undefined),
        )
        .filter((href): href is string => href !== undefined && href.endsWith('.css') && !current.has(href));
      if (stale.length > 0)
        throw new Error(
          `${page.pagePath} holds ${stale.join(', ')}, which this build did not write: the page was not rendered again after a style change (src/patches/htmlFollowsCss.ts); run \`npx gatsby clean\` and build again`,
        );
      return html;
    },
  };
}
