/** Server rendering entry: the same wrapper as the browser, and the document language. */
import type { GatsbySSR } from 'gatsby';
import { MotionProvider } from './src/components/MotionProvider';

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => <MotionProvider>{element}</MotionProvider>;

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: 'en' });
};

export { onPreRenderHTML } from './src/build/ssrScripts';
