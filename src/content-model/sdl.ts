/** Turns a content zod schema into GraphQL SDL, so the explicit Gatsby schema and the content checks never drift apart. */
import type { z } from 'zod';
import type { FieldMeta } from './kit';
import { defOf, elementOf, unwrap } from './zodIntrospection';

const pascal = (key: string) => key.replace(/(^|[^a-zA-Z0-9])([a-zA-Z0-9])/g, (_m, _s, c: string) => c.toUpperCase());
const describe = (text: string | undefined, indent: string) => (text ? `${indent}${JSON.stringify(text)}\n` : '');

/** Collects SDL object types by name. */
export class SdlWriter {
  readonly types = new Map<string, string>();
  /** The object schema each generated type was made from: one name, one schema. */
  private readonly sources = new Map<string, z.ZodType>();

  /** Adds the object type for `schema` (and all nested types); returns its GraphQL name. */
  object(
    name: string,
    schema: z.ZodType,
    options: { node?: boolean; interfaces?: string[]; extraFields?: string[]; description?: string } = {},
  ): string {
    const { inner, meta } = unwrap(schema);
    const typeName = meta.typeName ?? name;
    const source = this.sources.get(typeName);
    if (source === inner) return typeName;
    if (source || this.types.has(typeName)) {
      throw new Error(
        `SDL: two different schemas are named ${typeName}; give one of them another obj() name (GraphQL would keep only one and silently change the other's fields)`,
      );
    }
    this.sources.set(typeName, inner);
    this.types.set(typeName, '');
    const shape = defOf(inner).shape;
    if (!shape) throw new Error(`SDL: ${typeName} is not an object schema`);
    const fields = Object.entries(shape).map(([key, field]) => this.field(typeName, key, field));
    const interfaces = [...(options.node ? ['Node'] : []), ...(options.interfaces ?? [])];
    const header = `type ${typeName}${interfaces.length ? ` implements ${interfaces.join(' & ')}` : ''} @dontInfer`;
    const body = [...fields, ...(options.extraFields ?? []).map((f) => `  ${f}`)].join('\n');
    this.types.set(typeName, `${describe(options.description ?? meta.description, '')}${header} {\n${body}\n}`);
    return typeName;
  }

  private field(parent: string, key: string, schema: z.ZodType): string {
    const { optional, meta } = unwrap(schema);
    const type = this.typeOf(`${parent}${pascal(key)}`, schema);
    const directive =
      meta.kind === 'image' || elementMeta(schema).kind === 'image'
        ? ' @fileByRelativePath'
        : meta.kind === 'ref' || elementMeta(schema).kind === 'ref'
          ? ' @link(by: "fields.refKey")'
          : '';
    return `${describe(meta.description, '  ')}  ${key}: ${type}${optional ? '' : '!'}${directive}`;
  }

  private typeOf(hint: string, schema: z.ZodType): string {
    const { inner, meta } = unwrap(schema);
    if (meta.kind === 'sections') return '[Section!]';
    if (meta.kind === 'image') return 'File';
    if (meta.kind === 'ref' && meta.target) return meta.target;
    if (meta.kind === 'int') return 'Int';
    if (meta.kind === 'json') return 'JSON';
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
