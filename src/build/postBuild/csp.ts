/**
 * Built-HTML passes for the CSP: move Gatsby's build-wide inline scripts (chunk map, compilation hash) and the loading of
 * its bundles (after the first paint, src/build/postBuild/scriptsAfterPaint.ts) into one content-hashed file, then write a CSP meta tag with the hashes of each page's remaining inline scripts; afterwards
 * public/_headers carries the union. Either pass stops the build, saying what changed, when Gatsby's markup is not the
 * one this code was written for.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { buildPolicy, inlineScripts, sha256Source, staticHeaderPolicy, withCspMeta } from './cspPolicy';
import { attributeOf, htmlElements, sourceRange, sourceText, type HtmlElement } from './htmlDocument';
import { headerRules, toHeadersFile } from '../../lib/securityHeaders';
import type { HtmlPass } from './htmlFiles';
import { loadAfterFirstPaint, takeAsyncScripts } from './scriptsAfterPaint';
import { pageComponentsOnly } from './chunkMapping';

/** Gatsby 5's `_gatsby-scripts` slice starts with the chunk map and the compilation hash, the same on every page of a build. */
const CHUNK_MAPPING = 'window.___chunkMapping=';
const COMPILATION_HASH = 'window.___webpackCompilationHash=';

const isInline = (element: HtmlElement) => element.tagName === 'script' && attributeOf(element, 'src') === undefined;

/** The two build-wide scripts (`script#gatsby-chunk-mapping` and the compilation-hash script right after it), or an error saying what is missing. */
function buildScripts(html: string, elements: HtmlElement[]): { start: number; end: number; code: string } {
  const scripts = elements.filter(isInline);
  const mapIndex = scripts.findIndex((element) => attributeOf(element, 'id') === 'gatsby-chunk-mapping');
  const map = scripts[mapIndex];
  const hash = scripts[mapIndex + 1];
  if (!map || !sourceText(html, map).includes(CHUNK_MAPPING)) {
    throw new Error(
      `Gatsby's _gatsby-scripts markup changed: no <script id="gatsby-chunk-mapping"> setting ${CHUNK_MAPPING}… was found, so the chunk map cannot move to the hashed boot file (src/build/postBuild/csp.ts)`,
    );
  }
  if (!hash || !sourceText(html, hash).includes(COMPILATION_HASH)) {
    throw new Error(
      `Gatsby's _gatsby-scripts markup changed: the script after #gatsby-chunk-mapping no longer sets ${COMPILATION_HASH}…, so the boot file would miss it (src/build/postBuild/csp.ts)`,
    );
  }
  const code = `${pageComponentsOnly(sourceText(html, map))}\n${sourceText(html, hash).trim()}\n`;
  return { start: sourceRange(map).start, end: sourceRange(hash).end, code };
}

export interface CspPasses {
  passes: HtmlPass[];
  /** Writes public/_headers with the union of every page's hashes; call after the passes ran. */
  writeHeaders: () => { bootFile: string | null; headerPolicy: string };
}

export function cspPasses(publicDir: string): CspPasses {
  const allHashes = new Set<string>();
  const allowedByHeader = staticHeaderPolicy();
  let bootFile: string | null = null;
  let bundles: string[] | null = null;
  const moveBuildScripts: HtmlPass = {
    name: 'move build-wide scripts to the boot file',
    run: (page) => {
      const elements = htmlElements(page);
      const { start, end, code } = buildScripts(page, elements);
      const { html, sources } = takeAsyncScripts(page, elements);
      if (sources.length === 0)
        throw new Error(
          "Gatsby's _gatsby-scripts markup changed: no async bundle <script src> was found for the boot file to load after the first paint (src/build/postBuild/csp.ts)",
        );
      if (html.slice(0, end) !== page.slice(0, end))
        throw new Error(
          "Gatsby's _gatsby-scripts markup changed: an async bundle <script src> comes before the chunk map, so the boot file cannot replace them in one pass (src/build/postBuild/csp.ts)",
        );
      if (bundles && bundles.join() !== sources.join())
        throw new Error(
          `pages list different bundles (${bundles.join(', ')} vs ${sources.join(', ')}): the build-wide boot file cannot load them (src/build/postBuild/csp.ts)`,
        );
      bundles = sources;
      const boot = code + loadAfterFirstPaint(sources);
      const name = `boot-${createHash('sha256').update(boot).digest('hex').slice(0, 20)}.js`;
      if (bootFile !== name) fs.writeFileSync(path.join(publicDir, name), boot);
      bootFile = name;
      return `${html.slice(0, start)}<script src="/${name}"></script>${html.slice(end)}`;
    },
  };
  const cspMeta: HtmlPass = {
    name: 'CSP meta tag',
    run: (html) => {
      const scripts = inlineScripts(html);
      const unknown = scripts.filter((script) => !allowedByHeader.includes(sha256Source(script)));
      if (unknown.length > 0) {
        throw new Error(
          `an inline script the header policy (src/build/postBuild/cspPolicy.ts staticHeaderPolicy) does not allow: ${unknown.map((s) => JSON.stringify(s.slice(0, 160))).join(', ')}. Gatsby changed its inline scripts; update the rewrite in src/build/ssrScripts.tsx`,
        );
      }
      const hashes = scripts.map(sha256Source);
      hashes.forEach((hash) => allHashes.add(hash));
      return withCspMeta(html, buildPolicy(hashes, 'meta'));
    },
  };
  return {
    passes: [moveBuildScripts, cspMeta],
    writeHeaders: () => {
      const headerPolicy = buildPolicy(allHashes, 'header');
      fs.writeFileSync(path.join(publicDir, '_headers'), toHeadersFile(headerRules(headerPolicy)));
      return { bootFile, headerPolicy };
    },
  };
}
