// Patch: loads Gatsby's bundles from the boot file after the first paint; why, for which versions, and its check: `patch` below.
import { attributeOf, htmlElements, sourceRange, type HtmlElement } from '../html/htmlDocument';
import { gatsbyPatch } from './patch';

export const patch = gatsbyPatch('scriptsAfterPaint', 'deferral', {
  reason:
    "Gatsby's runtime, framework and app bundles would share a slow link's bandwidth with the fonts and the LCP image; they load after the first paint and the hero image",
  check: { where: 'expectGatsbyBundles', test: '__tests__/patches/scriptsAfterPaint.test.ts' },
});

/** Gatsby 5's async bundles, in the order it writes them: webpack's runtime, the framework (React) and the app. */
const BUNDLES = ['webpack-runtime', 'framework', 'app'];
const bundleName = (source: string) => /^\/([a-z-]+?)-[0-9a-f]+\.js$/.exec(source)?.[1];

/** Throws, naming what Gatsby wrote, unless `sources` are exactly Gatsby's runtime, framework and app bundles in that order. */
export function expectGatsbyBundles(sources: readonly string[]): void {
  if (sources.length === 0)
    throw new Error(
      "Gatsby's _gatsby-scripts markup changed: no async bundle <script src> was found for the boot file to load after the first paint (src/patches/scriptsAfterPaint.ts)",
    );
  if (sources.map(bundleName).join() !== BUNDLES.join())
    throw new Error(
      `Gatsby's async bundles changed: expected ${BUNDLES.join(', ')} (hashed .js), found ${sources.join(', ')}; the boot file would load them after the first paint unchecked (src/patches/scriptsAfterPaint.ts)`,
    );
}

/** The page's async same-origin `<script src>` tags (Gatsby's bundles), removed, and their URLs in document order; `elements` is the page already parsed, if it is. */
export function takeAsyncScripts(html: string, elements: HtmlElement[] = htmlElements(html)): { html: string; sources: string[] } {
  const tags = elements.filter(
    (element) =>
      element.tagName === 'script' && attributeOf(element, 'async') !== undefined && (attributeOf(element, 'src') ?? '').startsWith('/'),
  );
  let rest = html;
  for (const tag of [...tags].reverse()) {
    const { start, end } = sourceRange(tag);
    rest = rest.slice(0, start) + rest.slice(end);
  }
  return { html: rest, sources: tags.map((tag) => attributeOf(tag, 'src') as string) };
}

/** How long the bundles wait at most for the first paint and the hero image (a stalled image must not keep the page inert). */
export const MAX_WAIT_MS = 3000;

/**
 * Code that inserts `sources` as async scripts once the first contentful paint has happened and the page's
 * high-priority (LCP) image, if any, has loaded; at once when the page is hidden or the browser cannot observe paints;
 * after MAX_WAIT_MS at the latest.
 */
export function loadAfterFirstPaint(sources: readonly string[]): string {
  return `(function(){var s=${JSON.stringify(sources)},d=false;function l(){if(d)return;d=true;s.forEach(function(u){var e=document.createElement('script');e.src=u;e.async=true;document.body.appendChild(e)})}function r(){var i=document.querySelector('img[fetchpriority="high"]');if(!i||i.complete)return setTimeout(l,0);i.addEventListener('load',l);i.addEventListener('error',l)}if(document.visibilityState!=='visible'||!window.PerformanceObserver)return l();try{new PerformanceObserver(function(t,o){if(t.getEntriesByName('first-contentful-paint').length){o.disconnect();r()}}).observe({type:'paint',buffered:true})}catch(e){return l()}setTimeout(l,${MAX_WAIT_MS})})();\n`;
}
