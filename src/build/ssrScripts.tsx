/**
 * Server-render tweaks: preload links ahead of the inline stylesheet (src/build/postBuild/headOrder.ts), and for the CSP: drop gatsby-plugin-image's inline style/script (the site renders plain <picture>,
 * see Picture.tsx) and rewrite only the `window.pagePath` assignment of Gatsby's `gatsby-script-loader` script to read the
 * path from a data attribute, so the script is the same on every page and one hash allows it. Everything else Gatsby
 * puts in that script stays; if the assignment is not there, the build stops.
 */
import React from 'react';
import type { GatsbySSR } from 'gatsby';
import { PAGE_PATH_ASSIGNMENT } from './postBuild/cspPolicy';
import { preloadsFirst } from './postBuild/headOrder';

const isElement = (node: React.ReactNode): node is React.ReactElement<Record<string, unknown>> => React.isValidElement(node);

/** Gatsby 5 writes `window.pagePath="/the/path/";` (a JSON string literal). */
const PAGE_PATH = /window\.pagePath="(?:[^"\\]|\\.)*";/;

/** The loader script with its pagePath assignment replaced; throws when Gatsby no longer writes the assignment. */
export function rewritePagePath(script: string, pathname: string): string {
  if (!PAGE_PATH.test(script)) {
    throw new Error(
      `gatsby-script-loader on ${pathname} no longer assigns window.pagePath="…"; (src/build/ssrScripts.tsx): ${script.slice(0, 200)}`,
    );
  }
  return script.replace(PAGE_PATH, PAGE_PATH_ASSIGNMENT);
}

const loaderScript = (node: React.ReactElement<Record<string, unknown>>) =>
  (node.props.dangerouslySetInnerHTML as { __html?: unknown } | undefined)?.__html;

export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
  pathname,
}) => {
  replaceHeadComponents(
    preloadsFirst(getHeadComponents().filter((node) => !(isElement(node) && String(node.key ?? '').startsWith('gatsby-image-style')))),
  );
  replacePostBodyComponents(
    getPostBodyComponents().map((node) => {
      if (!isElement(node) || node.props.id !== 'gatsby-script-loader') return node;
      const script = loaderScript(node);
      if (typeof script !== 'string')
        throw new Error(`gatsby-script-loader on ${pathname} has no inline script text (src/build/ssrScripts.tsx)`);
      return React.cloneElement(node, {
        'data-page-path': pathname,
        dangerouslySetInnerHTML: { __html: rewritePagePath(script, pathname) },
      });
    }),
  );
};
