/** How a query's words become index terms per language: English lower-cased (MiniSearch's default), German lower-cased and stemmed (German Snowball), so "Audits" finds "Audit". */
import { stemmer } from '@orama/stemmers/german';
import type { Locale } from './locales';

/** A German word's term: its Snowball stem ("prototypen" → "prototyp"; umlauts fold as the algorithm folds them). */
export const germanTerm = (word: string) => stemmer(word.toLowerCase());

/** The query term function of each language, undefined where MiniSearch's default (lower-casing) is kept. */
export const termOf: Record<Locale, ((word: string) => string) | undefined> = { en: undefined, de: germanTerm };
