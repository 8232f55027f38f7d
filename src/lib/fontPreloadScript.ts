/**
 * The inline head script that decides, before the first paint, whether this page view draws the brand faces. They are
 * `font-display: optional`: a face that is not there within about 100 ms is not used for that page view, and the
 * paint waits out that window for a face that is loading.
 * - On a fast connection, or where the browser does not say (Safari, Firefox): the faces are preloaded, so the first
 *   view is drawn in them.
 * - Where they were fetched before (their URLs, noted in localStorage once both had loaded): preloaded too; they come
 *   from the HTTP cache within the window, whatever the connection.
 * - Otherwise, with Save-Data or a connection slower than 4G (Network Information API), they could not arrive in the
 *   window: the page is drawn in the metric-matched fallbacks from the start (`data-brand-faces="later"` on <html>
 *   switches the font stacks, _fonts.scss), so its text waits for no face (50–120 ms of a service page's LCP with
 *   Lighthouse's applied throttling, docs/performance.md). After the load event the faces are fetched for the next page,
 *   so they take no bandwidth from this one; with Save-Data they are not fetched at all.
 * The font URLs come from its `data-fonts` attribute, so its text, and its CSP hash, is the same in every build.
 */

/** The attribute on the script element: the hashed font URLs, space-separated (src/gatsby-node/fontPreloads.tsx). */
export const FONT_URLS_ATTRIBUTE = 'data-fonts';

/** Set to "later" on <html> when this page view draws the fallbacks; the stylesheet's font stacks follow it (_fonts.scss). */
export const BRAND_FACES_ATTRIBUTE = 'data-brand-faces';

/** The localStorage key under which the script notes the font URLs once both faces have loaded. */
export const FONTS_FETCHED_KEY = 'brand-faces';

export const FONT_PRELOAD_SCRIPT = `(function(s,d,c){var u=s.getAttribute('${FONT_URLS_ATTRIBUTE}'),k='${FONTS_FETCHED_KEY}',had;try{had=localStorage.getItem(k)===u}catch(e){}if(had||!c||!(c.saveData||(c.effectiveType&&c.effectiveType!=='4g'))){u.split(' ').forEach(function(h){var l=d.createElement('link');l.rel='preload';l.setAttribute('as','font');l.type='font/woff2';l.crossOrigin='anonymous';l.href=h;d.head.appendChild(l)});return}d.documentElement.setAttribute('${BRAND_FACES_ATTRIBUTE}','later');if(c.saveData||!d.fonts)return;addEventListener('load',function(){var all=[];d.fonts.forEach(function(f){all.push(f.load())});Promise.all(all).then(function(){try{localStorage.setItem(k,u)}catch(e){}},function(){})})})(document.currentScript,document,navigator.connection);`;
