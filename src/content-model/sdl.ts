/** Turns a content zod schema into GraphQL SDL, so the explicit Gatsby schema and the content checks never drift apart. */
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
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: ZodDef } })._zod.def;

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

export function kindOf(schema: z.ZodType): string {
  return defOf(unwrap(schema).inner).type;
}

const pascal = (key: string) => key.replace(/(^|[^a-zA-Z0-9])([a-zA-Z0-9])/g, (_m, _s, c: string) => c.toUpperCase());
const describe = (text: string | undefined, indent: string) => (text ? `${indent}${JSON.stringify(text)}\n` : '');

/** Collects SDL object types by name. */
export class SdlWriter {
  readonly types = new Map<string, string>();

  /** Adds the object type for `schema` (and all nested types); returns its GraphQL name. */
  object(name: string, schema: z.ZodType, options: { node?: boolean; extraFields?: string[]; description?: string } = {}): string {
    const { inner, meta } = unwrap(schema);
    const typeName = meta.typeName ?? name;
    if (this.types.has(typeName)) return typeName;
    this.types.set(typeName, '');
    const shape = defOf(inner).shape;
    if (!shape) throw new Error(`SDL: ${typeName} is not an object schema`);
    const fields = Object.entries(shape).map(([key, field]) => this.field(typeName, key, field));
    const header = options.node ? `type ${typeName} implements Node @dontInfer` : `type ${typeName} @dontInfer`;
    const body = [...fields, ...(options.extraFields ?? []).map((f) => `  ${f}`)].join('\n');
    this.types.set(typeName, `${describe(options.description ?? meta.description, '')}${header} {\n${body}\n}`);
    return typeName;
  }

  private field(parent: string, key: string, schema: z.ZodType): string {
    const { optional, meta } = unwrap(schema);
    const type = this.typeOf(`${parent}${pascal(key)}`, schema);
    const directive = meta.kind === 'image' || elementMeta(schema).kind === 'image'
      ? ' @fileByRelativePath'
      : meta.kind === 'ref' || elementMeta(schema).kind === 'ref'
        ? ' @link(by: "fields.slug")'
        : '';
    return `${describe(meta.description, '  ')}  ${key}: ${type}${optional ? '' : '!'}${directive}`;
  }

  private typeOf(hint: string, schema: z.ZodType): string {
    const { inner, meta } = unwrap(schema);
    if (meta.kind === 'sections') return '[Section!]';
    if (meta.kind === 'image') return 'File';
    if (meta.kind === 'ref' && meta.target) return meta.target;
    if (meta.kind === 'int') return 'Int';
    const def = defOf(inner);
    switch (def.type) {
      case 'string':
      case 'enum':
      case 'literal':
        return 'String';
      case 'number':
        return 'Float';
      case 'boolean':
        return 'Boolean';
      case 'array': {
        if (!def.element) throw new Error(`SDL: ${hint} array without element`);
        const element = unwrap(def.element);
        return `[${this.typeOf(hint, def.element)}${element.optional ? '' : '!'}]`;
      }
      case 'object':
        return this.object(hint, inner);
      default:
        throw new Error(`SDL: ${hint} uses zod type "${def.type}", which has no GraphQL mapping`);
    }
  }

  sdl(): string {
    return [...this.types.values()].join('\n\n');
  }
}

function elementMeta(schema: z.ZodType): FieldMeta {
  const element = elementOf(schema);
  return element ? unwrap(element).meta : {};
}
