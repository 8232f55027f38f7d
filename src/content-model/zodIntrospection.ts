/** Reads zod 4 schemas as data: peels wrappers, finds object shapes and array elements, collects the GraphQL hints of kit.ts. Used by the SDL generator and the content checks. */
import type { z } from 'zod';
import { metaOf, type FieldMeta } from './kit';

interface ZodDef {
  type: string;
  innerType?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  in?: z.ZodType;
}

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);
export const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: ZodDef } })._zod.def;

/** Peels optional/default/pipe wrappers; collects metadata from every layer (outer layers win). */
export function unwrap(schema: z.ZodType): { inner: z.ZodType; optional: boolean; meta: FieldMeta } {
  let current = schema;
  let optional = false;
  let meta: FieldMeta = {};
  for (;;) {
    meta = { ...metaOf(current), ...meta };
    const def = defOf(current);
    if (WRAPPERS.has(def.type) && def.innerType) {
      if (def.type === 'optional' || def.type === 'nullable') optional = true;
      current = def.innerType;
    } else if (def.type === 'pipe' && def.in) {
      current = def.in;
    } else {
      return { inner: current, optional, meta };
    }
  }
}

/** Object shape of a (possibly wrapped) object schema, or undefined. */
export function shapeOf(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  return defOf(unwrap(schema).inner).shape;
}

/** Element of a (possibly wrapped) array schema, or undefined. */
export function elementOf(schema: z.ZodType): z.ZodType | undefined {
  return defOf(unwrap(schema).inner).element;
}

/** The zod type name of a (possibly wrapped) schema: "object", "array", "string" … */
export function kindOf(schema: z.ZodType): string {
  return defOf(unwrap(schema).inner).type;
}
