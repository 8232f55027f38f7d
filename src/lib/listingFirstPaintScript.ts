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

const str = (value: string) => JSON.stringify(value);

/**
 * Marks <html>; a chip changed before hydration submits the form (a plain GET, as without JavaScript), and so does a chip
 * changed before this script ran (its box no longer says what the page's HTML said). With a query:
 * marks the page pending, ticks the query's chips (opening a folded group that holds one), shows the clear control and hides every card lacking a wanted value
 * of some parameter (values of one parameter are OR, parameters are AND, as in src/lib/listFilters.ts).
 */
/** Built inside a pure call, so a bundle that never reads it (the browser's: ListingFirstPaint) drops the text. */
export const LISTING_FIRST_PAINT = /*#__PURE__*/ (() =>
  [
    `(()=>{let d=document,r=d.documentElement,q=new URLSearchParams(location.search),w={},f,b,x,l;`,
    `r.setAttribute(${str(JS_ATTRIBUTE)},"");`,
    `if(!(f=d.getElementById(${str(FILTERS_FORM_ID)})))return;`,
    `f.addEventListener("change",()=>f.hasAttribute(${str(LIVE_ATTRIBUTE)})||f.submit());`,
    `b=[...f.querySelectorAll("input[type=checkbox]")];`,
    `if(b.some(x=>x.checked!=x.defaultChecked))return f.submit();`,
    `for(x of new Set(b.map(x=>x.name))){l=q.getAll(x).join().split(",").map(s=>s.trim().toLowerCase()).filter(Boolean);if(l.length)w[x]=l}`,
    `if(!Object.keys(w).length)return;r.setAttribute(${str(PENDING_ATTRIBUTE)},"");`,
    `for(x of b)if(x.checked=(w[x.name]||[]).includes(x.value))(l=x.closest("details"))&&(l.open=!0);`,
    `if(x=f.querySelector(${str(`[${CLEAR_ATTRIBUTE}]`)}))x.hidden=!1;`,
    `if(l=d.getElementById(${str(FILTERED_LIST_ID)}))for(x of l.children)`,
    `Object.keys(w).every(p=>w[p].some(v=>(x.getAttribute("data-"+p)||"").split(" ").includes(v)))||(x.hidden=!0)`,
    `})();`,
  ].join(''))();
