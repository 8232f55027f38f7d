/** Browser entry: global styles, hydration inside a transition (framer-motion loads only with the sections that animate), and the page frame. */
import './src/styles/global.scss';
import { markNavigated } from './src/components/serverHtml';

export { replaceHydrateFunction } from './src/components/transitionHydrate';
export { wrapPageElement } from './src/components/Layout/wrapPageElement';

/** After the first client-side navigation, static sections render from their code (the server HTML is gone). */
export const onPreRouteUpdate = ({ prevLocation }: { prevLocation: unknown }) => {
  if (prevLocation) markNavigated();
};

/** Develop only: the content-problems banner (the branch and its chunk are dropped from production builds). */
export const onClientEntry = () => {
  if (process.env.NODE_ENV === 'development') {
    void import('./src/dev/contentProblemsBanner').then(({ startContentProblemsBanner }) => startContentProblemsBanner());
  }
};
