/**
 * Gatsby's shouldUpdateScroll for the first render after a full page load: the browser has placed the page (at the top,
 * at its #fragment, or where a reload or Back left it), so it stays there. Otherwise Gatsby (gatsby-react-router-scroll
 * 6.16) scrolls, once the frame has hydrated, to where this tab last was on this path in any earlier load (every full load
 * shares the key "initial"): a fresh visit jumped a second after it appeared, under the visitor's reading or pointer.
 * A #fragment and client-side navigations keep Gatsby's behaviour (undefined leaves the decision to Gatsby).
 */
interface ScrollArgs {
  prevRouterProps?: unknown;
  routerProps: { location: { hash: string } };
}

export const shouldUpdateScroll = ({ prevRouterProps, routerProps }: ScrollArgs): false | undefined =>
  prevRouterProps === undefined && !routerProps.location.hash ? false : undefined;
