/** The few exports of Gatsby's router fork (@gatsbyjs/reach-router 2.0.1, shipped with Gatsby 5.16.1, no types of its own) that src/hydration/PageLocation.tsx and its test use. */
declare module '@gatsbyjs/reach-router' {
  import type { Context, ReactNode } from 'react';

  export interface RouterLocation {
    pathname: string;
    search: string;
    hash: string;
    href?: string;
    state?: unknown;
    key?: string;
  }

  export interface RouterHistory {
    readonly location: RouterLocation;
    readonly transitioning: boolean;
    listen(listener: (update: { location: RouterLocation; action: 'POP' | 'PUSH' }) => void): () => void;
    navigate(to: string, options?: { replace?: boolean; state?: unknown }): Promise<void>;
    /** Ends the navigation in progress; until then a following navigate() replaces the history entry instead of pushing one. */
    _onTransitionComplete(): void;
  }

  export const globalHistory: RouterHistory;
  export const LocationContext: Context<{ location: RouterLocation } | undefined>;
  /** Renders its children with the location of the nearest LocationContext (its own provider when there is none). */
  export function Location(props: { children: (context: { location: RouterLocation }) => ReactNode }): ReactNode;
}
