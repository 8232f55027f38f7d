/* Stands in for Gatsby's head handler in the page renderer (see lazyHead.ts): the landing page's head is the server's, so Gatsby's handler loads with the first client-side navigation and runs from then on, in a root of its own. */
import { createElement, useEffect } from 'react';
import { createRoot } from 'react-dom/client';

/** The address the visit landed on, whose head the server wrote; null once the visitor has moved on. */
let landing = typeof window === 'undefined' ? null : window.location.pathname;
let root;

/** Runs Gatsby's own handler (a hook) for the page in `args`, so each navigation diffs the head as Gatsby does. */
function GatsbyHead({ handler, args }) {
  handler(args);
  return null;
}

export function headHandlerForBrowser(args) {
  useEffect(() => {
    if (landing !== null && args.pageComponentProps.location.pathname === landing) return undefined;
    landing = null;
    let current = true;
    void import(/* webpackChunkName: "head" */ '../../.cache/head/head-export-handler-for-browser').then((gatsby) => {
      if (!current) return;
      root = root || createRoot(document.createElement('div'));
      root.render(createElement(GatsbyHead, { handler: gatsby.headHandlerForBrowser, args }));
    });
    return () => {
      current = false;
    };
  });
}
