/** Server rendering entry: the document language, font preloads, the page frame, and the script rewrite that keeps Gatsby's inline scripts CSP-hashable. */
import type { GatsbySSR } from 'gatsby';
import { fontPreloadLinks } from './src/build/fontPreloads';

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: 'en' });
  setHeadComponents(fontPreloadLinks());
};

export { onPreRenderHTML } from './src/build/ssrScripts';
export { wrapPageElement } from './src/components/Layout/wrapPageElement';
