// Patch composition (server render, checked on gatsby 5.16.1): the head and post-body rewrites of Gatsby's HTML, applied in onPreRenderHTML.
/**
 * Server-render rewrites of Gatsby's HTML, each in its own module with its own shape check: gatsby-plugin-image's head
 * components dropped (./imageHeadRemoval.ts) and the script loader's page path read from a data attribute
 * (./scriptLoaderPath.ts).
 */
import type { GatsbySSR } from 'gatsby';
import { withoutImageHead } from './imageHeadRemoval';
import { withPagePathAttribute } from './scriptLoaderPath';

export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
  pathname,
}) => {
  replaceHeadComponents(withoutImageHead(getHeadComponents(), pathname));
  replacePostBodyComponents(withPagePathAttribute(getPostBodyComponents(), pathname));
};
