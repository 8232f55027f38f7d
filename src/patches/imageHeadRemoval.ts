// Patch: drops gatsby-plugin-image's head components from every page; why, for which versions, and its check: `patch` below.
import React from 'react';
import type { Patch } from './patch';

export const patch: Patch = {
  id: 'imageHeadRemoval',
  group: 'head',
  upstream: { 'gatsby-plugin-image': '^3.16.0' },
  reason:
    "the site renders plain <picture>, so gatsby-plugin-image's inline head style, noscript and script are dropped (no CSP hash, no bytes)",
  check: { where: 'withoutImageHead', test: '__tests__/patches/ssrScripts.test.tsx' },
  correctness:
    'without it every page carries an inline <script type="module"> for a runtime the site does not use, which the fixed CSP header (hosting adapters) would have to allow by hash or block with a violation',
};

export const IMAGE_HEAD_KEYS = ['gatsby-image-style', 'gatsby-image-style-noscript', 'gatsby-image-style-script'];

const keyOf = (node: React.ReactNode) => (React.isValidElement(node) ? String(node.key ?? '') : '');

/** The head components without gatsby-plugin-image's; throws, naming the page and the missing keys, when one of them is not there. */
export function withoutImageHead(nodes: readonly React.ReactNode[], pathname: string): React.ReactNode[] {
  const keys = new Set(nodes.map(keyOf));
  const missing = IMAGE_HEAD_KEYS.filter((key) => !keys.has(key));
  if (missing.length > 0)
    throw new Error(
      `gatsby-plugin-image no longer adds head components keyed ${missing.join(', ')} on ${pathname}: review or remove src/patches/imageHeadRemoval.ts`,
    );
  return nodes.filter((node) => !IMAGE_HEAD_KEYS.includes(keyOf(node)));
}
