/** Content-Security-Policy building blocks: find the inline scripts of built HTML, hash them, write the policy. */
import { createHash } from 'node:crypto';
import { HELD_INPUT_SCRIPT } from '../../hydration/heldInputScript';
import { attributeOf, htmlElements, sourceRange, sourceText, startTagEnd } from './htmlDocument';
import { analyticsConnectSources } from '../../lib/analyticsSettings';
import { CASES_FIRST_PAINT } from '../../lib/casesFirstPaintScript';

/** What Gatsby's per-page `window.pagePath="/x/";` assignment becomes (gatsby-ssr): the path comes from a data attribute. */
export const PAGE_PATH_ASSIGNMENT = 'window.pagePath=document.currentScript.dataset.pagePath;';

/**
 * The only inline script every page keeps after the build: Gatsby 5's `gatsby-script-loader` with only its pagePath
 * assignment rewritten, so its text, and so its hash, is the same on every page and in every build. If Gatsby adds to
 * that script, the build stops (src/gatsby-node/postBuild/csp.ts) instead of shipping a policy that blocks it.
 */
export const PAGE_PATH_SNIPPET = `/*<![CDATA[*/${PAGE_PATH_ASSIGNMENT}/*]]>*/`;

/** Script types the browser executes (anything else, such as application/ld+json, is a data block CSP ignores). */
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** Texts of the executable inline scripts (no src) of an HTML document, in document order, exactly as written. */
export function inlineScripts(html: string): string[] {
  return htmlElements(html)
    .filter((element) => element.tagName === 'script' && attributeOf(element, 'src') === undefined)
    .filter((element) => EXECUTABLE_TYPES.has((attributeOf(element, 'type') ?? '').trim().toLowerCase()))
    .map((element) => sourceText(html, element));
}

/** CSP source expression for an inline script text. */
export const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The policy. Scripts: own origin plus the hashes of the inline scripts, never 'unsafe-inline' or 'unsafe-eval'.
 * Styles allow 'unsafe-inline' on purpose: server-rendered `style` attributes (React style props, framer-motion's
 * initial values, Gatsby's route announcer) cannot be hashed without 'unsafe-hashes', and Gatsby inlines the CSS.
 * default-src is 'self' rather than 'none' because Gatsby prefetches page data with <link rel=prefetch>, which CSP
 * checks against default-src. `frame-ancestors` only works as a header, so the meta variant leaves it out.
 * connect-src adds exactly the analytics origin when the build sets one (GATSBY_ANALYTICS_ORIGIN), and nothing otherwise.
 */
export function buildPolicy(
  scriptHashes: Iterable<string>,
  variant: 'meta' | 'header',
  connect: string[] = analyticsConnectSources(),
): string {
  const hashes = [...new Set(scriptHashes)].sort();
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...hashes]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...connect]],
    ['media-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['worker-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
  if (variant === 'header') directives.push(['frame-ancestors', ["'none'"]]);
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** The header policy for the inline scripts the build is designed to emit: PAGE_PATH_SNIPPET, the held-input script and the /cases first-paint script. */
export const staticHeaderPolicy = () =>
  buildPolicy([sha256Source(PAGE_PATH_SNIPPET), sha256Source(HELD_INPUT_SCRIPT), sha256Source(CASES_FIRST_PAINT)], 'header');

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

const isCspMeta = (element: ReturnType<typeof htmlElements>[number]) =>
  element.tagName === 'meta' && attributeOf(element, 'http-equiv')?.toLowerCase() === 'content-security-policy';

/** Puts (or replaces) the CSP meta tag at the top of <head> (after the charset), so it governs everything after it. */
export function withCspMeta(html: string, policy: string): string {
  const tag = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}"/>`;
  const old = htmlElements(html).find(isCspMeta);
  const cleaned = old ? `${html.slice(0, sourceRange(old).start)}${html.slice(sourceRange(old).end)}` : html;
  const elements = htmlElements(cleaned);
  const anchor =
    elements.find((element) => element.tagName === 'meta' && attributeOf(element, 'charset') !== undefined) ??
    elements.find((element) => element.tagName === 'head');
  if (!anchor?.sourceCodeLocation?.startTag) throw new Error('withCspMeta: the document has no <head>');
  const end = startTagEnd(anchor);
  return `${cleaned.slice(0, end)}${tag}${cleaned.slice(end)}`;
}

/** The CSP a page's meta tag carries, or null. */
export function cspMetaOf(html: string): string | null {
  const meta = htmlElements(html).find(isCspMeta);
  return meta ? (attributeOf(meta, 'content') ?? null) : null;
}
