/**
 * Applies a filtered listing's query (/cases, /blog) before the first paint: the page's JavaScript loads after the first
 * paint, so without this a visitor at /cases/?industry=healthcare would first see every card under "All 20 cases". Runs as
 * an inline script right after the card list; React takes over once hydrated. It is one fixed text for every listing (not
 * a serialised function, whose text would depend on the compiler), because the CSP header allows it by its hash
 * (src/gatsby-node/postBuild/cspPolicy.ts); the query parameters it reads are the names of the form's checkboxes.
 */

export const FILTERS_FORM_ID = 'listing-filters';
export const FILTERED_LIST_ID = 'listing-items';
/** On <html> from the script until React has applied the query: the count line shows a neutral text meanwhile. */
export const PENDING_ATTRIBUTE = 'data-filters-pending';
/** On the form once React handles it: from then on a chip no longer submits the form. */
export const LIVE_ATTRIBUTE = 'data-live';
/** On <html> once the script ran: chips apply on their own, so the form's submit button hides. */
export const JS_ATTRIBUTE = 'data-filters-js';
/** On the "Clear filters" control, hidden in the server HTML (which has no query): the script shows it when a filter is set. */
export const CLEAR_ATTRIBUTE = 'data-filters-clear';

const str = JSON.stringify;

/**
 * Marks <html>; a chip changed before hydration submits the form (a plain GET, as without JavaScript), and so does a chip
 * changed before this script ran (its box no longer says what the page's HTML said). With a query:
 * marks the page pending, ticks the query's chips (opening a folded group that holds one), shows the clear control and hides every card lacking a wanted value
 * of some parameter (values of one parameter are OR, parameters are AND, as in src/lib/listFilters.ts).
 */
/** Built inside a pure call, so a bundle that never reads it (the browser's: ListingFirstPaint) drops the text. */
export const LISTING_FIRST_PAINT = /*#__PURE__*/ (() =>
  [
    `(function(){var d=document,r=d.documentElement,q=new URLSearchParams(location.search),w={},any=false;`,
    `r.setAttribute(${str(JS_ATTRIBUTE)},"");`,
    `var f=d.getElementById(${str(FILTERS_FORM_ID)});if(!f)return;`,
    `f.addEventListener("change",function(){if(!f.hasAttribute(${str(LIVE_ATTRIBUTE)}))f.submit()});`,
    `var b=[].slice.call(f.querySelectorAll("input[type=checkbox]"));`,
    `if(b.some(function(x){return x.checked!==x.defaultChecked})){f.submit();return}`,
    `b.map(function(x){return x.name}).filter(function(p,i,a){return a.indexOf(p)===i}).forEach(function(p){`,
    `var v=q.getAll(p).join(",").split(",").map(function(s){return s.trim().toLowerCase()}).filter(Boolean);if(v.length){w[p]=v;any=true}});`,
    `if(!any)return;r.setAttribute(${str(PENDING_ATTRIBUTE)},"");`,
    `b.forEach(function(x){x.checked=(w[x.name]||[]).indexOf(x.value)>=0;var o=x.checked&&x.closest("details");if(o)o.open=true});`,
    `var x=f.querySelector(${str(`[${CLEAR_ATTRIBUTE}]`)});if(x)x.hidden=false;`,
    `var l=d.getElementById(${str(FILTERED_LIST_ID)});if(!l)return;`,
    `[].forEach.call(l.children,function(c){var ok=Object.keys(w).every(function(p){var own=(c.getAttribute("data-"+p)||"").split(" ");`,
    `return w[p].some(function(v){return own.indexOf(v)>=0})});if(!ok)c.hidden=true});`,
    `})();`,
  ].join(''))();
