/** Browser entry: global styles and the motion provider around every page. */
import type { GatsbyBrowser } from 'gatsby';
import './src/styles/global.scss';
import { MotionProvider } from './src/components/MotionProvider';

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => <MotionProvider>{element}</MotionProvider>;

export { replaceHydrateFunction } from './src/components/transitionHydrate';
