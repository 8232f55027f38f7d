/**
 * Built-HTML passes for the CSP: the boot file (src/patches/bootFile.ts) takes Gatsby's build-wide inline scripts
 * and bundle tags, then a CSP meta tag gets the hashes of each page's remaining inline scripts; afterwards
 * public/_headers carries the union. Either pass stops the build, saying what changed, when Gatsby's markup is not the
 * one this code was written for.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildPolicy, sha256Source, staticHeaderPolicy } from '../../lib/cspPolicy';
import { inlineScripts, withCspMeta } from './cspHtml';
import { headerRules, toHeadersFile } from '../../lib/securityHeaders';
import type { HtmlPass } from '../../html/htmlFiles';
import { htmlElements } from '../../html/htmlDocument';
import { bootFilePass } from '../../patches/bootFile';

export interface CspPasses {
  passes: HtmlPass[];
  /** Writes public/_headers with the union of every page's hashes; call after the passes ran. */
  writeHeaders: () => { bootFile: string | null; headerPolicy: string };
}

export function cspPasses(publicDir: string): CspPasses {
  const allHashes = new Set<string>();
  const allowedByHeader = staticHeaderPolicy();
  const boot = bootFilePass(publicDir);
  const cspMeta: HtmlPass = {
    name: 'CSP meta tag',
    run: (html) => {
      const elements = htmlElements(html);
      const scripts = inlineScripts(html, elements);
      const unknown = scripts.filter((script) => !allowedByHeader.includes(sha256Source(script)));
      if (unknown.length > 0) {
        throw new Error(
          `an inline script the header policy (src/lib/cspPolicy.ts staticHeaderPolicy) does not allow: ${unknown.map((s) => JSON.stringify(s.slice(0, 160))).join(', ')}. Gatsby changed its inline scripts; update the rewrite in src/patches/ssrScripts.tsx`,
        );
      }
      const hashes = scripts.map(sha256Source);
      hashes.forEach((hash) => allHashes.add(hash));
      return withCspMeta(html, buildPolicy(hashes, 'meta'), elements);
    },
  };
  return {
    passes: [boot.pass, cspMeta],
    writeHeaders: () => {
      const headerPolicy = buildPolicy(allHashes, 'header');
      fs.writeFileSync(path.join(publicDir, '_headers'), toHeadersFile(headerRules(headerPolicy)));
      return { bootFile: boot.bootFile(), headerPolicy };
    },
  };
}
