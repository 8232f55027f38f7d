/** Which content fields each language writes in its own words and which are shared, read from the schema kit's `translate` mark, so the CMS form and the cross-language check agree. */
import type { z } from 'zod';
import { elementOf, kindOf, shapeOf, unwrap } from './zodIntrospection';

/** A field of visible copy marked `translate` in the kit (text, template, alternative text, a localized choice). */
export const isTranslated = (schema: z.ZodType): boolean => unwrap(schema).meta.translate === true;

/** Whether any value under `schema` is translated: such an object or list differs between languages; anything else is shared whole. */
export function holdsTranslation(schema: z.ZodType): boolean {
  const { meta } = unwrap(schema);
  if (meta.translate) return true;
  if (meta.kind === 'sections') return Object.values(meta.sections ?? {}).some(holdsTranslation);
  if (meta.kind && meta.kind !== 'json') return false;
  const kind = kindOf(schema);
  if (kind === 'object') return Object.values(shapeOf(schema) ?? {}).some(holdsTranslation);
  if (kind === 'array') {
    const element = elementOf(schema);
    return element ? holdsTranslation(element) : false;
  }
  return false;
}

/**
 * Whether `value` holds any words of its own language: a translated field with text in it. A German file the CMS writes
 * when an editor creates an English entry holds only the shared fields; it is a translation not yet begun, which the
 * build treats as missing (the page is built in English only and listed), never as a broken page.
 */
export function hasOwnWords(schema: z.ZodType, value: unknown): boolean {
  if (value === undefined || value === null) return false;
  const { meta } = unwrap(schema);
  if (meta.translate) return typeof value === 'string' ? value.trim() !== '' : value !== undefined;
  if (meta.kind === 'sections' && Array.isArray(value))
    return value.some((section: { name?: string; props?: unknown }) => {
      const props = section && typeof section.name === 'string' ? meta.sections?.[section.name] : undefined;
      return props ? hasOwnWords(props, section.props) : false;
    });
  if (meta.kind && meta.kind !== 'json') return false;
  const kind = kindOf(schema);
  if (kind === 'array' && Array.isArray(value)) {
    const element = elementOf(schema);
    return element ? value.some((item) => hasOwnWords(element, item)) : false;
  }
  if (kind === 'object' && typeof value === 'object')
    return Object.entries(shapeOf(schema) ?? {}).some(([key, field]) => hasOwnWords(field, (value as Record<string, unknown>)[key]));
  return false;
}
