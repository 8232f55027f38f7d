// Patch composition (server render, checked on gatsby 5.16.1): the head and post-body rewrites of Gatsby's HTML, applied in onPreRenderHTML.
/**
 * Server-render rewrites of Gatsby's HTML, each in its own module with its own shape check: gatsby-plugin-image's head
 * components dropped (./imageHeadRemoval.ts), preload links ahead of the inline stylesheet (./headOrder.ts), and the
 * script loader's page path read from a data attribute (./scriptLoaderPath.ts). Gatsby inlines CSS only in production
 * builds (develop links it), so the stylesheet check runs there.
 */
import type { GatsbySSR } from 'gatsby';
import { expectInlineStylesheet, preloadsFirst } from './headOrder';
import { withoutImageHead } from './imageHeadRemoval';
import { withPagePathAttribute } from './scriptLoaderPath';

export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
  pathname,
}) => {
  const head = withoutImageHead(getHeadComponents(), pathname);
  if (process.env.NODE_ENV === 'production') expectInlineStylesheet(head, pathname);
  replaceHeadComponents(preloadsFirst(head));
  replacePostBodyComponents(withPagePathAttribute(getPostBodyComponents(), pathname));
};
