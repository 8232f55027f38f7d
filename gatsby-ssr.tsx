/** Server rendering entry: the document language, and the script rewrite that keeps Gatsby's inline scripts CSP-hashable. */
import type { GatsbySSR } from 'gatsby';

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: 'en' });
};

export { onPreRenderHTML } from './src/build/ssrScripts';
