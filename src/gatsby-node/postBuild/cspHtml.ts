/** CSP in built HTML (parse5): find a page's inline scripts, and put or read the policy's meta tag; the policy itself is src/lib/cspPolicy.ts. */
import { attributeOf, htmlElements, sourceRange, sourceText, startTagEnd, type HtmlElement } from '../../html/htmlDocument';

/** Script types the browser executes (anything else, such as application/ld+json, is a data block CSP ignores). */
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** Texts of the executable inline scripts (no src) of an HTML document, in document order, exactly as written; `elements` are the document's, when the caller has parsed it already. */
export function inlineScripts(html: string, elements: HtmlElement[] = htmlElements(html)): string[] {
  return elements
    .filter((element) => element.tagName === 'script' && attributeOf(element, 'src') === undefined)
    .filter((element) => EXECUTABLE_TYPES.has((attributeOf(element, 'type') ?? '').trim().toLowerCase()))
    .map((element) => sourceText(html, element));
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

const isCspMeta = (element: HtmlElement) =>
  element.tagName === 'meta' && attributeOf(element, 'http-equiv')?.toLowerCase() === 'content-security-policy';

/** Puts (or replaces) the CSP meta tag at the top of <head> (after the charset), so it governs everything after it; `elements` as in inlineScripts. */
export function withCspMeta(html: string, policy: string, elements: HtmlElement[] = htmlElements(html)): string {
  const tag = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}"/>`;
  const old = elements.find(isCspMeta);
  if (old) return withCspMeta(`${html.slice(0, sourceRange(old).start)}${html.slice(sourceRange(old).end)}`, policy);
  const anchor =
    elements.find((element) => element.tagName === 'meta' && attributeOf(element, 'charset') !== undefined) ??
    elements.find((element) => element.tagName === 'head');
  if (!anchor?.sourceCodeLocation?.startTag) throw new Error('withCspMeta: the document has no <head>');
  const end = startTagEnd(anchor);
  return `${html.slice(0, end)}${tag}${html.slice(end)}`;
}

/** The CSP a page's meta tag carries, or null. */
export function cspMetaOf(html: string): string | null {
  const meta = htmlElements(html).find(isCspMeta);
  return meta ? (attributeOf(meta, 'content') ?? null) : null;
}
