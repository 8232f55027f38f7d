/** Measures how specific the copy is: which sentences of five or more words appear on more than two pages. */

export interface PageText {
  path: string;
  /** Visible text of the page's main content. */
  text: string;
}

export interface RepeatedSentence {
  sentence: string;
  pages: string[];
}

/** Visible text of the <main> element of an HTML document: scripts, styles and tags dropped, common entities decoded. */
export function mainText(html: string): string {
  const main = /<main[\s\S]*?<\/main>/i.exec(html)?.[0] ?? '';
  return main
    .replace(/<(script|style|template)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, '\n')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

/** A word has a letter or digit: a currency sign or dash standing alone (`130.000 $`) is not one. */
const isWord = (token: string) => /[\p{L}\p{N}]/u.test(token);

/** Sentences of at least `minWords` words, normalised (spacing, case, trailing punctuation). */
export function sentencesOfText(text: string, minWords = 5): string[] {
  return text
    .split(/\n+|(?<=[.!?])\s+/)
    .map((s) =>
      s
        .replace(/\s+/g, ' ')
        .trim()
        .replace(/[.!?…]+$/, '')
        .toLowerCase(),
    )
    .filter((s) => s.split(' ').filter(isWord).length >= minWords);
}

/** Sentences found on more than `maxPages` pages, most widespread first. */
export function repeatedSentences(pages: readonly PageText[], maxPages = 2, minWords = 5): RepeatedSentence[] {
  const seen = new Map<string, Set<string>>();
  for (const page of pages) {
    for (const sentence of new Set(sentencesOfText(page.text, minWords))) {
      const where = seen.get(sentence) ?? new Set<string>();
      where.add(page.path);
      seen.set(sentence, where);
    }
  }
  return [...seen]
    .filter(([, where]) => where.size > maxPages)
    .map(([sentence, where]) => ({ sentence, pages: [...where].sort() }))
    .sort((a, b) => b.pages.length - a.pages.length || a.sentence.localeCompare(b.sentence));
}

/** Count of distinct sentences (of `minWords`+ words) over all pages, for the report. */
export function distinctSentenceCount(pages: readonly PageText[], minWords = 5): number {
  return new Set(pages.flatMap((p) => sentencesOfText(p.text, minWords))).size;
}

/** Every string leaf of a JSON value, in document order. */
export function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}
