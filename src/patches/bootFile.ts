// Patch: the pass that moves Gatsby's build-wide inline scripts and bundle tags into one content-hashed boot file; why, for which versions, and its check: `patch` below.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { attributeOf, htmlElements, sourceRange, sourceText, type HtmlElement } from '../html/htmlDocument';
import type { HtmlPass } from '../html/htmlFiles';
import { expectGatsbyBundles, loadAfterFirstPaint, takeAsyncScripts } from './scriptsAfterPaint';
import { pageComponentsOnly } from './chunkMapping';
import { CHUNK_FILES } from './webpack';
import { gatsbyPatch } from './patch';

export const patch = gatsbyPatch('bootFile', 'deferral', {
  reason: "Gatsby's build-wide inline scripts (chunk map, compilation hash) and its bundle tags move into one content-hashed boot file",
  check: { where: 'buildScripts, pass', test: '__tests__/html/htmlFiles.test.ts' },
  correctness:
    'the CSP header (gatsby-config `headers` for hosting adapters, src/lib/cspPolicy.ts staticHeaderPolicy) allows a fixed set of inline-script hashes; without the boot file the chunk map and compilation hash are inline scripts whose hash changes with every build',
});

/** Gatsby 5's `_gatsby-scripts` slice starts with the chunk map and the compilation hash, the same on every page of a build. */
const CHUNK_MAPPING = 'window.___chunkMapping=';
const COMPILATION_HASH = 'window.___webpackCompilationHash=';

/** Each named chunk's own files as the build listed them (none when the browser bundles were not built here, as in tests). */
const chunkFiles = (): Record<string, string[]> =>
  fs.existsSync(CHUNK_FILES) ? (JSON.parse(fs.readFileSync(CHUNK_FILES, 'utf8')) as Record<string, string[]>) : {};

const isInline = (element: HtmlElement) => element.tagName === 'script' && attributeOf(element, 'src') === undefined;

/** The two build-wide scripts (`script#gatsby-chunk-mapping` and the compilation-hash script right after it), or an error saying what is missing. */
function buildScripts(html: string, elements: HtmlElement[]): { start: number; end: number; code: string } {
  const scripts = elements.filter(isInline);
  const mapIndex = scripts.findIndex((element) => attributeOf(element, 'id') === 'gatsby-chunk-mapping');
  const map = scripts[mapIndex];
  const hash = scripts[mapIndex + 1];
  if (!map || !sourceText(html, map).includes(CHUNK_MAPPING)) {
    throw new Error(
      `Gatsby's _gatsby-scripts markup changed: no <script id="gatsby-chunk-mapping"> setting ${CHUNK_MAPPING}… was found, so the chunk map cannot move to the hashed boot file (src/patches/bootFile.ts)`,
    );
  }
  if (!hash || !sourceText(html, hash).includes(COMPILATION_HASH)) {
    throw new Error(
      `Gatsby's _gatsby-scripts markup changed: the script after #gatsby-chunk-mapping no longer sets ${COMPILATION_HASH}…, so the boot file would miss it (src/patches/bootFile.ts)`,
    );
  }
  const mapping = pageComponentsOnly(sourceText(html, map), chunkFiles());
  const code = `${mapping}\n${sourceText(html, hash).trim()}\n`;
  return { start: sourceRange(map).start, end: sourceRange(hash).end, code };
}

export interface BootFilePass {
  pass: HtmlPass;
  /** The boot file's name once the pass ran, or null. */
  bootFile: () => string | null;
}

/** The pass that writes the boot file into `publicDir` and puts its one script tag where Gatsby's build scripts were. */
export function bootFilePass(publicDir: string): BootFilePass {
  let bootFile: string | null = null;
  let bundles: string[] | null = null;
  const pass: HtmlPass = {
    name: 'move build-wide scripts to the boot file',
    run: (page) => {
      const elements = htmlElements(page);
      const { start, end, code } = buildScripts(page, elements);
      const { html, sources } = takeAsyncScripts(page, elements);
      expectGatsbyBundles(sources);
      if (html.slice(0, end) !== page.slice(0, end))
        throw new Error(
          "Gatsby's _gatsby-scripts markup changed: an async bundle <script src> comes before the chunk map, so the boot file cannot replace them in one pass (src/patches/bootFile.ts)",
        );
      if (bundles && bundles.join() !== sources.join())
        throw new Error(
          `pages list different bundles (${bundles.join(', ')} vs ${sources.join(', ')}): the build-wide boot file cannot load them (src/patches/bootFile.ts)`,
        );
      bundles = sources;
      const boot = code + loadAfterFirstPaint(sources);
      const name = `boot-${createHash('sha256').update(boot).digest('hex').slice(0, 20)}.js`;
      if (bootFile !== name) fs.writeFileSync(path.join(publicDir, name), boot);
      bootFile = name;
      return `${html.slice(0, start)}<script src="/${name}"></script>${html.slice(end)}`;
    },
  };
  return { pass, bootFile: () => bootFile };
}
