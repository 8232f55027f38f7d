/** Browser entry: global styles and hydration inside a transition (framer-motion loads only with the sections that animate). */
import './src/styles/global.scss';

export { replaceHydrateFunction } from './src/components/transitionHydrate';
