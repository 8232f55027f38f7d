/** Browser entry: global styles, hydration inside a transition (framer-motion loads only with the sections that animate), and the page frame. */
import './src/styles/global.scss';
import { markNavigated } from './src/hydration/serverHtml';
import { rememberLanding } from './src/browser/attribution';

export { replaceHydrateFunction } from './src/hydration/transitionHydrate';
export { wrapPageElement } from './src/components/Layout/wrapPageElement';
export { shouldUpdateScroll } from './src/browser/keepLoadScroll';

/** After the first client-side navigation, static sections render from their code (the server HTML is gone). */
export const onPreRouteUpdate = ({ prevLocation }: { prevLocation: unknown }) => {
  if (prevLocation) markNavigated();
};

/** The visit's landing page, referrer and utm_* parameters, kept for its leads; in develop also the content-problems banner (the branch and its chunk are dropped from production builds). */
export const onClientEntry = () => {
  rememberLanding();
  if (process.env.NODE_ENV === 'development') {
    void import('./src/dev/contentProblemsBanner').then(({ startContentProblemsBanner }) => startContentProblemsBanner());
  }
};

/** A page view on the first load and after every client-side navigation, only when the build set GATSBY_ANALYTICS_ORIGIN (otherwise nothing loads). */
export const onRouteUpdate = ({ prevLocation }: { prevLocation: unknown }) => {
  if (process.env.GATSBY_ANALYTICS_ORIGIN)
    void import(/* webpackChunkName: "analytics" */ './src/browser/analytics').then(({ trackPageview }) => trackPageview(!prevLocation));
};
