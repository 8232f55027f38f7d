/**
 * onPostBuild step: moves Gatsby's build-wide inline scripts (chunk map, compilation hash) into one content-hashed
 * file, writes a CSP meta tag with the hashes of each page's remaining inline scripts, and generates public/_headers.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { buildPolicy, inlineScripts, sha256Source, withCspMeta } from '../lib/csp';
import { headerRules, toHeadersFile } from '../lib/securityHeaders';
import { listHtml } from './htmlFiles';
import { stripNulBytes } from '../lib/nulBytes';

/** Gatsby's `_gatsby-scripts` slice: the chunk map and the compilation hash, the same on every page of a build. */
const BUILD_SCRIPTS = /<script\s+id="gatsby-chunk-mapping"\s*>([\s\S]*?)<\/script>\s*<script>(window\.___webpackCompilationHash="[^"]*";)<\/script>/;

export interface CspReport {
  pages: number;
  bootFile: string | null;
  headerPolicy: string;
}

export function applyCsp(publicDir: string): CspReport {
  const allHashes = new Set<string>();
  let bootFile: string | null = null;
  const files = listHtml(publicDir);
  for (const { file } of files) {
    let html = stripNulBytes(fs.readFileSync(file, 'utf8'));
    const build = BUILD_SCRIPTS.exec(html);
    if (build) {
      const code = `${build[1].trim()}\n${build[2]}\n`;
      const name = `boot-${createHash('sha256').update(code).digest('hex').slice(0, 20)}.js`;
      if (bootFile !== name) fs.writeFileSync(path.join(publicDir, name), code);
      bootFile = name;
      html = html.replace(BUILD_SCRIPTS, `<script src="/${name}"></script>`);
    }
    const hashes = inlineScripts(html).map(sha256Source);
    hashes.forEach((hash) => allHashes.add(hash));
    fs.writeFileSync(file, withCspMeta(html, buildPolicy(hashes, 'meta')));
  }
  const headerPolicy = buildPolicy(allHashes, 'header');
  fs.writeFileSync(path.join(publicDir, '_headers'), toHeadersFile(headerRules(headerPolicy)));
  return { pages: files.length, bootFile, headerPolicy };
}
