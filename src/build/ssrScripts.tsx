/**
 * Server-render tweaks for the CSP: drop gatsby-plugin-image's inline style/script (the site renders plain <picture>,
 * see Picture.tsx) and make Gatsby's per-page `window.pagePath` script identical on every page, so one hash allows it.
 */
import React from 'react';
import type { GatsbySSR } from 'gatsby';
import { PAGE_PATH_SNIPPET } from '../lib/csp';

const isElement = (node: React.ReactNode): node is React.ReactElement<Record<string, unknown>> => React.isValidElement(node);

export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({ getHeadComponents, replaceHeadComponents, getPostBodyComponents, replacePostBodyComponents, pathname }) => {
  replaceHeadComponents(getHeadComponents().filter((node) => !(isElement(node) && String(node.key ?? '').startsWith('gatsby-image-style'))));
  replacePostBodyComponents(
    getPostBodyComponents().map((node) =>
      isElement(node) && node.props.id === 'gatsby-script-loader' ? (
        <script key="script-loader" id="gatsby-script-loader" data-page-path={pathname} dangerouslySetInnerHTML={{ __html: PAGE_PATH_SNIPPET }} />
      ) : (
        node
      ),
    ),
  );
};
