/**
 * German compounds split at index time against the index's own words, so "Forschung" finds "Nutzerforschung" while the
 * browser only stems the query: each word is indexed as its stem plus the stems of the parts it is made of, where every
 * part is a word the German pages use on its own.
 */
import MiniSearch, { type Options } from 'minisearch';
import { indexOptionsFor, type SearchDocument } from '../../lib/siteSearch';
import { germanTerm } from '../../lib/searchTerms';

/** Shortest stem of a first part ("App", "Web"): shorter heads are mostly prefixes, not words. */
const MIN_HEAD = 3;
/** Shortest stem of a later part ("Test", "Audit"): shorter tails are mostly endings ("-ungen", "-enden"). */
const MIN_TAIL = 4;

/** Whether `part` is a known word whose stem has at least `shortest` letters. */
export type IsWord = (part: string, shortest: number) => boolean;

const FIELDS = indexOptionsFor('de').fields;
const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];

/** Whether a part is a word with one of `stems`, so a linking s or an inflected part counts ("forschungs" as "forschung"). */
export const knownWordIn =
  (stems: ReadonlySet<string>): IsWord =>
  (part, shortest) => {
    const stem = germanTerm(part);
    return stem.length >= shortest && stems.has(stem);
  };

/** The parts `word` is made of, each a known word (by stem): every way of reading it as known words, the parts once each; empty when it is no compound. */
export function compoundParts(word: string, isWord: IsWord): string[] {
  const found = new Set<string>();
  const seen = new Map<string, boolean>();
  const split = (rest: string): boolean => {
    const known = seen.get(rest);
    if (known !== undefined) return known;
    let splits = false;
    for (let i = MIN_HEAD; i <= rest.length - MIN_TAIL; i += 1) {
      const head = rest.slice(0, i);
      const tail = rest.slice(i);
      if (!isWord(tail, MIN_TAIL)) continue;
      const headIsWord = isWord(head, MIN_HEAD);
      if (!headIsWord && !split(head)) continue;
      if (headIsWord) found.add(head);
      found.add(tail);
      splits = true;
    }
    seen.set(rest, splits);
    return splits;
  };
  split(word.toLowerCase());
  return [...found];
}

/** A noun ending with the linking s it always takes inside a compound ("Forschungs-", "Qualitäts-", "Gesellschafts-"). */
const LINKED_ENDING = /(?:ung|heit|keit|schaft|tion|ität|ling)s/g;

/**
 * The stems of the words the pages use: every word, and every first part of a compound that ends in a word and is
 * linked by the s of its noun ending ("Forschungsfragen" makes "Forschung" known, so "Nutzerforschung" splits although
 * "Forschung" never stands alone).
 */
export function knownStems(words: Iterable<string>): Set<string> {
  const lower = [...new Set([...words].map((word) => word.toLowerCase()))];
  const stems = new Set(lower.map(germanTerm));
  const isWord = knownWordIn(stems);
  const heads: string[] = [];
  for (const word of lower)
    for (const match of word.matchAll(LINKED_ENDING)) {
      const end = (match.index ?? 0) + match[0].length;
      if (end >= MIN_TAIL + 1 && isWord(word.slice(end), MIN_TAIL)) heads.push(germanTerm(word.slice(0, end - 1)));
    }
  for (const head of heads) stems.add(head);
  return stems;
}

/** Index options for German pages: each word's stem, and the stems of its compound parts, against the words of `documents`. */
export function germanIndexOptions(documents: readonly SearchDocument[]): Options<SearchDocument> {
  const words = documents.flatMap((doc) => FIELDS.flatMap((field) => tokenize(doc[field as keyof SearchDocument]).filter(Boolean)));
  const isWord = knownWordIn(knownStems(words));
  const terms = new Map<string, string[]>();
  const processTerm = (word: string) => {
    const lower = word.toLowerCase();
    let known = terms.get(lower);
    if (!known) {
      known = [...new Set([germanTerm(lower), ...compoundParts(lower, isWord).map(germanTerm)])];
      terms.set(lower, known);
    }
    return known;
  };
  return { ...indexOptionsFor('de'), processTerm };
}
