/** CSP in built HTML (parse5): find a page's inline scripts, and put or read the policy's meta tag; the policy itself is src/lib/cspPolicy.ts. */
import { attributeOf, htmlElements, sourceRange, sourceText, startTagEnd } from '../../html/htmlDocument';

/** Script types the browser executes (anything else, such as application/ld+json, is a data block CSP ignores). */
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** Texts of the executable inline scripts (no src) of an HTML document, in document order, exactly as written. */
export function inlineScripts(html: string): string[] {
  return htmlElements(html)
    .filter((element) => element.tagName === 'script' && attributeOf(element, 'src') === undefined)
    .filter((element) => EXECUTABLE_TYPES.has((attributeOf(element, 'type') ?? '').trim().toLowerCase()))
    .map((element) => sourceText(html, element));
}

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
