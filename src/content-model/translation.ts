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
