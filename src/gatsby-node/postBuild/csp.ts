/**
 * Built-HTML passes for the CSP: the boot file (src/patches/bootFile.ts) takes Gatsby's build-wide inline scripts
 * and bundle tags, then a CSP meta tag gets the hashes of each page's remaining inline scripts; afterwards
 * public/_headers carries the union. Either pass stops the build, saying what changed, when Gatsby's markup is not the
 * one this code was written for.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildPolicy, inlineScripts, sha256Source, staticHeaderPolicy, withCspMeta } from './cspPolicy';
import { headerRules, toHeadersFile } from '../../lib/securityHeaders';
import type { HtmlPass } from './htmlFiles';
import { bootFilePass } from '../../patches/bootFile';
import { isOff } from '../../patches/switches';

/** The inline scripts gatsby-plugin-image's onRenderBody adds to the head, as its own code writes them. */
function imageHeadScripts(): string[] {
  const plugin = createRequire(path.resolve('package.json'))('gatsby-plugin-image/gatsby-ssr') as {
    onRenderBody: (api: {
      setHeadComponents: (nodes: { type: unknown; props: { dangerouslySetInnerHTML?: { __html?: string } } }[]) => void;
    }) => void;
  };
  const scripts: string[] = [];
  plugin.onRenderBody({
    setHeadComponents: (nodes) =>
      nodes.forEach((node) => node.type === 'script' && scripts.push(node.props.dangerouslySetInnerHTML?.__html ?? '')),
  });
  return scripts;
}

/** Hashes the header policy allows beyond the static ones: with PATCHES_OFF=head, gatsby-plugin-image's head script stays on every page. */
const switchedOffScripts = () => (isOff('head') ? imageHeadScripts().map(sha256Source) : []);

export interface CspPasses {
  passes: HtmlPass[];
  /** Writes public/_headers with the union of every page's hashes; call after the passes ran. */
  writeHeaders: () => { bootFile: string | null; headerPolicy: string };
}

export function cspPasses(publicDir: string): CspPasses {
  const allHashes = new Set<string>();
  const allowedByHeader = `${staticHeaderPolicy()} ${switchedOffScripts().join(' ')}`;
  const boot = bootFilePass(publicDir);
  const cspMeta: HtmlPass = {
    name: 'CSP meta tag',
    run: (html) => {
      const scripts = inlineScripts(html);
      const unknown = scripts.filter((script) => !allowedByHeader.includes(sha256Source(script)));
      if (unknown.length > 0) {
        throw new Error(
          `an inline script the header policy (src/gatsby-node/postBuild/cspPolicy.ts staticHeaderPolicy) does not allow: ${unknown.map((s) => JSON.stringify(s.slice(0, 160))).join(', ')}. Gatsby changed its inline scripts; update the rewrite in src/patches/ssrScripts.tsx`,
        );
      }
      const hashes = scripts.map(sha256Source);
      hashes.forEach((hash) => allHashes.add(hash));
      return withCspMeta(html, buildPolicy(hashes, 'meta'));
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
