/** One-or-many copy chosen by the page language's plural rules (kept apart from fill.ts, which every page loads, so only pages that count ship it). */
import { fill } from './fill';
import { INTL_LOCALE, type Locale } from './locales';

/** Each language's plural rules, made on first use (constructing Intl objects costs main-thread time). */
const pluralRules: Partial<Record<Locale, Intl.PluralRules>> = {};

/** The template for one or for many as `locale`'s plural rules choose for `count`, filled with `count` (and the other values). */
export const plural = (locale: Locale, count: number, one: string, many: string, values: Record<string, string | number> = {}) =>
  fill((pluralRules[locale] ??= new Intl.PluralRules(INTL_LOCALE[locale])).select(count) === 'one' ? one : many, { ...values, count });
