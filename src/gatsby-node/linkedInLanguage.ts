/** A content record as the build stores it in its language: references to the same language's records, links to the same language's pages (shared by the build's records and the component tests' site settings). */
import { collections, siteCollection } from '../content-model/collections';
import { walk } from '../content-model/walk';
import { localizedPath, type Locale } from '../lib/locales';
import { refKey } from './nodeFields';

/**
 * The record with each reference (a slug) turned into the key its target is linked by in the same language
 * (`de/vessel-wellness-mobile-app-design`), so a German case shows the German testimonial; GraphQL links by `fields.refKey`.
 * Each link (an `href` field, written as the English path) is turned into the page in the record's language (`/de/about-us/`),
 * so the browser renders the address GraphQL answers and carries no translation code.
 */
export function linkedInLanguage(typeName: string, record: Record<string, unknown>, locale: Locale): Record<string, unknown> {
  const schema = typeName === siteCollection.typeName ? siteCollection.schema : collections.find((c) => c.typeName === typeName)?.schema;
  if (!schema) return record;
  // A record is parsed JSON; copied the JSON way, as the component tests' jsdom has no structuredClone.
  const copy = JSON.parse(JSON.stringify(record)) as Record<string, unknown>;
  walk(schema, copy, [], (kind, value, at) => {
    if ((kind !== 'ref' && kind !== 'href') || typeof value !== 'string' || at.length === 0) return;
    let parent: unknown = copy;
    for (const key of at.slice(0, -1)) parent = (parent as Record<PropertyKey, unknown>)[key as string];
    (parent as Record<PropertyKey, unknown>)[at[at.length - 1] as string] =
      kind === 'ref' ? refKey(locale, value) : localizedPath(value, locale);
  });
  return copy;
}
