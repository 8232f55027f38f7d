import { INTL_LOCALE, type Locale } from './locales';

/** Fills the `{name}` placeholders of a copy template from content with values; an unknown placeholder stays visible, so a typo shows. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** Each language's plural rules, made on first use (constructing Intl objects costs main-thread time). */
const pluralRules = new Map<Locale, Intl.PluralRules>();

function pluralRulesOf(locale: Locale): Intl.PluralRules {
  const made = pluralRules.get(locale) ?? new Intl.PluralRules(INTL_LOCALE[locale]);
  pluralRules.set(locale, made);
  return made;
}

/** The template for one or for many as `locale`'s plural rules choose for `count`, filled with `count` (and the other values). */
export const plural = (locale: Locale, count: number, one: string, many: string, values: Record<string, string | number> = {}) =>
  fill(pluralRulesOf(locale).select(count) === 'one' ? one : many, { ...values, count });

/** A template cut at its placeholders, for copy whose value is an element (a link): `'Write to {email}.'` → `['Write to ', { name: 'email' }, '.']`. */
export function templateParts(template: string): (string | { name: string })[] {
  return template
    .split(/(\{\w+\})/)
    .filter((part) => part !== '')
    .map((part) => (/^\{\w+\}$/.test(part) ? { name: part.slice(1, -1) } : part));
}
