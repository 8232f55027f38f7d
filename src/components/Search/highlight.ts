/** Splits a result's title into plain and matched parts, so the words the query matched can be marked. */
export interface HighlightPart {
  text: string;
  match: boolean;
}

const escape = (term: string) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Parts of `text` where each word starting with one of `terms` (case-insensitive) is a match; the parts join back to `text`. */
export function highlight(text: string, terms: readonly string[]): HighlightPart[] {
  const wanted = [...new Set(terms.map((term) => term.trim()).filter(Boolean))].sort((a, b) => b.length - a.length);
  if (wanted.length === 0) return [{ text, match: false }];
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(${wanted.map(escape).join('|')})`, 'giu');
  const parts: HighlightPart[] = [];
  let last = 0;
  for (const found of text.matchAll(pattern)) {
    const start = found.index ?? 0;
    if (start > last) parts.push({ text: text.slice(last, start), match: false });
    parts.push({ text: found[0], match: true });
    last = start + found[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts;
}
