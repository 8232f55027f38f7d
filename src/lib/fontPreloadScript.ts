/**
 * The inline head script that preloads the brand faces only where they can arrive in time. The faces are
 * `font-display: optional`, and Chrome holds a page's first paint while a preloaded optional face is still loading (up
 * to about 100 ms since Chrome 83): on a fast connection that wait buys the brand faces on the very first view, on a
 * slow one the face misses the window anyway and the wait only delays the first paint (85 ms of a service page's LCP
 * with Lighthouse's applied throttling, docs/performance.md). So the script adds the preloads unless the browser reports
 * Save-Data or a connection slower than 4G (Network Information API); a browser without that API gets them, as before.
 * The font URLs come from its `data-fonts` attribute, so its text, and its CSP hash, is the same in every build.
 */

/** The attribute on the script element: the hashed font URLs, space-separated (src/gatsby-node/fontPreloads.tsx). */
export const FONT_URLS_ATTRIBUTE = 'data-fonts';

export const FONT_PRELOAD_SCRIPT = `(function(s,c){if(c&&(c.saveData||(c.effectiveType&&c.effectiveType!=='4g')))return;s.getAttribute('${FONT_URLS_ATTRIBUTE}').split(' ').forEach(function(h){var l=document.createElement('link');l.rel='preload';l.setAttribute('as','font');l.type='font/woff2';l.crossOrigin='anonymous';l.href=h;document.head.appendChild(l)})})(document.currentScript,navigator.connection);`;
