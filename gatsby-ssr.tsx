/** Server rendering entry: the document language, font preloads, the script that holds a first click until its region has hydrated, the page frame, and the script rewrite that keeps Gatsby's inline scripts CSP-hashable. */
import type { GatsbySSR } from 'gatsby';
import { fontPreloadLinks } from './src/gatsby-node/fontPreloads';
import { HELD_INPUT_SCRIPT } from './src/hydration/heldInputScript';

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: 'en' });
  setHeadComponents([...fontPreloadLinks(), <script key="held-input" dangerouslySetInnerHTML={{ __html: HELD_INPUT_SCRIPT }} />]);
};

export { onPreRenderHTML } from './src/patches/ssrScripts';
export { wrapPageElement } from './src/components/Layout/wrapPageElement';
