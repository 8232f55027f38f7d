/** Finds the figures in a sentence ("3.42x", "+62%", "52 s", "up to 2x") so content checks can compare them with a case's results. */

/** A number with an optional sign and unit; "up to"/"by" are part of the claim, not of the figure. */
const FIGURE = /(?<![\w.])[+\-−]?\d+(?:[.,]\d+)?(?:\s?(?:x|%|k|m|s|min|h)\b|x|%)?/g;

/** The figures in `text`, as written (trimmed). Ordinal-free: "1 click" gives "1". */
export function figuresIn(text: string): string[] {
  return [...text.matchAll(FIGURE)].map((m) => m[0].trim());
}

/** Comparable core of a figure: sign, spacing and case dropped ("+62%" and "62 %" are the same figure). */
export function figureKey(figure: string): string {
  return figure
    .replace(/^[+\-−]/, '')
    .replace(/\s+/g, '')
    .toLowerCase();
}

/** Splits copy into sentences (on . ! ? followed by a space and a capital, or on line breaks). */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"“])|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A test for whether a sentence names `client` as a word ("Cargo" in "Cargo TMS dispatchers", not in "Cargoline"), compiled once so a check can ask it of many sentences. */
export function clientMatcher(client: string): (sentence: string) => boolean {
  const escaped = client.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`(^|[^\\w])${escaped}(?![\\w])`, 'i');
  return (sentence) => pattern.test(sentence);
}
