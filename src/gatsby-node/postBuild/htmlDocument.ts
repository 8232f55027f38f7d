/** Reads built HTML with parse5 (the WHATWG parser jsdom uses): elements in document order, attributes, and where each sits in the source, so edits splice the original text. */
import { parse, type DefaultTreeAdapterMap } from 'parse5';

export type HtmlElement = DefaultTreeAdapterMap['element'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];

/** Every element of the document, depth first, in source order. */
export function htmlElements(html: string): HtmlElement[] {
  const found: HtmlElement[] = [];
  const visit = (node: ParentNode) => {
    for (const child of node.childNodes) {
      if (!('tagName' in child)) continue;
      found.push(child);
      visit('content' in child ? child.content : child);
    }
  };
  visit(parse(html, { sourceCodeLocationInfo: true }));
  return found;
}

/** The element's ancestor elements, nearest first. */
export function ancestors(element: HtmlElement): HtmlElement[] {
  const found: HtmlElement[] = [];
  for (let node = element.parentNode; node && 'tagName' in node; node = node.parentNode) found.push(node);
  return found;
}

/** An attribute's (entity-decoded) value, or undefined; names are compared case-insensitively, as HTML does. */
export const attributeOf = (element: HtmlElement, name: string) => element.attrs.find((a) => a.name === name.toLowerCase())?.value;

/** Where an element starts and ends in the source, end tag included. */
export function sourceRange(element: HtmlElement): { start: number; end: number } {
  const location = element.sourceCodeLocation;
  if (!location) throw new Error(`htmlDocument: <${element.tagName}> has no source location`);
  return { start: location.startOffset, end: location.endOffset };
}

/** Where the start tag ends (the offset right after its `>`). */
export function startTagEnd(element: HtmlElement): number {
  const end = element.sourceCodeLocation?.startTag?.endOffset;
  if (end === undefined) throw new Error(`htmlDocument: <${element.tagName}> has no start tag in the source`);
  return end;
}

/** A raw-text element's text exactly as written in the source (script bodies are not entity-decoded). */
export function sourceText(html: string, element: HtmlElement): string {
  const location = element.sourceCodeLocation;
  if (!location?.startTag) return '';
  return html.slice(location.startTag.endOffset, location.endTag?.startOffset ?? location.endOffset);
}
