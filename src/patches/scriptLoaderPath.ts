// Patch: rewrites the window.pagePath assignment of Gatsby's script loader to read a data attribute; why, for which versions, and its check: `patch` below.
import React from 'react';
import { PAGE_PATH_ASSIGNMENT } from '../lib/cspPolicy';
import { gatsbyPatch } from './patch';

export const patch = gatsbyPatch('scriptLoaderPath', 'deferral', {
  reason:
    "Gatsby's gatsby-script-loader assigns a different window.pagePath on every page; it reads a data attribute instead, so one CSP hash allows it everywhere",
  check: { where: 'rewritePagePath', test: '__tests__/patches/ssrScripts.test.tsx' },
  correctness:
    "without it every page's loader script differs, and the fixed header policy (hosting adapters) cannot allow 110 per-page hashes",
});

/** Gatsby 5 writes `window.pagePath="/the/path/";` (a JSON string literal). */
const PAGE_PATH = /window\.pagePath="(?:[^"\\]|\\.)*";/;

/** The loader script with its pagePath assignment replaced; throws when Gatsby no longer writes the assignment. */
export function rewritePagePath(script: string, pathname: string): string {
  if (!PAGE_PATH.test(script)) {
    throw new Error(
      `gatsby-script-loader on ${pathname} no longer assigns window.pagePath="…"; (src/patches/scriptLoaderPath.ts): ${script.slice(0, 200)}`,
    );
  }
  return script.replace(PAGE_PATH, PAGE_PATH_ASSIGNMENT);
}

const loaderScript = (node: React.ReactElement<Record<string, unknown>>) =>
  (node.props.dangerouslySetInnerHTML as { __html?: unknown } | undefined)?.__html;

/** The post-body components with the loader script rewritten and given `data-page-path`; the others untouched. */
export function withPagePathAttribute(nodes: readonly React.ReactNode[], pathname: string): React.ReactNode[] {
  return nodes.map((node) => {
    if (!React.isValidElement<Record<string, unknown>>(node) || node.props.id !== 'gatsby-script-loader') return node;
    const script = loaderScript(node);
    if (typeof script !== 'string')
      throw new Error(`gatsby-script-loader on ${pathname} has no inline script text (src/patches/scriptLoaderPath.ts)`);
    return React.cloneElement(node, { 'data-page-path': pathname, dangerouslySetInnerHTML: { __html: rewritePagePath(script, pathname) } });
  });
}
