/** Turns a content zod schema into Decap CMS field definitions, so the editor's form follows the same schema as the checks and GraphQL. */
import type { z } from 'zod';
import { collections } from '../content-model/collections';
import type { RefTarget } from '../content-model/kit';
import { unwrap } from '../content-model/zodIntrospection';
import { holdsTranslation } from '../content-model/translation';

/** The subset of Decap's field options this site uses. */
export interface CmsField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  fields?: CmsField[];
  field?: CmsField;
  types?: CmsField[];
  typeKey?: string;
  summary?: string;
  options?: string[];
  multiple?: boolean;
  collection?: string;
  value_field?: string;
  search_fields?: string[];
  display_fields?: string[];
  value_type?: 'int' | 'float';
  min?: number;
  max?: number;
  pattern?: [string, string];
  choose_url?: boolean;
  format?: string;
  date_format?: string;
  time_format?: boolean | string;
  collapsed?: boolean;
  /** Decap i18n: `true`, each language writes its own; `duplicate`, the default language's value, shown read-only in the others. */
  i18n?: true | 'duplicate';
}

interface ZodCheckDef {
  check: string;
  format?: string;
  pattern?: RegExp;
  minimum?: number;
  maximum?: number;
  length?: number;
  error?: (issue: object) => unknown;
}

interface ZodDef {
  type: string;
  format?: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  entries?: Record<string, string>;
  checks?: { _zod: { def: ZodCheckDef } }[];
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: ZodDef } })._zod.def;
const checksOf = (schema: z.ZodType): ZodCheckDef[] => (defOf(schema).checks ?? []).map((check) => check._zod.def);

/** "scrollMedia" → "Scroll media", "ctaLabel" → "Cta label", "StatsCards" → "Stats cards". */
export function labelOf(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** CMS collection name of each reference target, and the field its entries are listed by. */
export const refCollections: Record<RefTarget, { collection: string; display: string }> = {
  ServicesJson: { collection: 'services', display: 'metadata.name' },
  CasesJson: { collection: 'cases', display: 'hero.title' },
  TestimonialsJson: { collection: 'testimonials', display: 'name' },
  BlogReviewJson: { collection: 'blog-reviews', display: 'title' },
  BlogArticleJson: { collection: 'blog-articles', display: 'title' },
};

/** Keeps the reference table honest: every collection that can be a reference target has a CMS collection. */
export const refTargetTypes = (): string[] => collections.map((c) => c.typeName).filter((t) => t in refCollections);

/**
 * Translated copy is written per language; ids, media, references, numbers, choices, links and quotes are shared
 * (`duplicate`). Decap's config schema allows only `true` on an object or a list: it holds each language's own, and the
 * fields inside say what is shared.
 */
const i18nOf = (schema: z.ZodType): CmsField['i18n'] => (holdsTranslation(schema) ? true : 'duplicate');
const EACH_LANGUAGE = { i18n: true } as const;

/** Fields whose text is long enough to deserve a multi-line box. */
const LONG_TEXT = new Set(['text', 'lead', 'description', 'metaDescription', 'paragraphs', 'quote']);

function relation(
  target: RefTarget,
  multiple: boolean,
): Pick<CmsField, 'widget' | 'collection' | 'value_field' | 'search_fields' | 'display_fields' | 'multiple'> {
  const { collection, display } = refCollections[target];
  return {
    widget: 'relation',
    collection,
    value_field: '{{slug}}',
    search_fields: [display],
    display_fields: [display],
    ...(multiple ? { multiple: true } : {}),
  };
}

function stringOptions(key: string, schema: z.ZodType): Partial<CmsField> {
  const def = defOf(schema);
  if (def.format === 'date') return { widget: 'datetime', format: 'YYYY-MM-DD', date_format: 'YYYY-MM-DD', time_format: false };
  // A publication time is stored with the editor's time zone offset (`2026-12-07T09:00:00+01:00`), as the schema requires.
  if (def.format === 'datetime')
    return { widget: 'datetime', format: 'YYYY-MM-DDTHH:mm:ssZ', date_format: 'YYYY-MM-DD', time_format: 'HH:mm' };
  const regex = checksOf(schema).find((check) => check.format === 'regex' && check.pattern);
  const message = regex?.error ? String(regex.error({})) : 'has the wrong form';
  return {
    widget: LONG_TEXT.has(key) ? 'text' : 'string',
    ...(regex?.pattern ? { pattern: [regex.pattern.source, message] as [string, string] } : {}),
  };
}

/**
 * The Decap field for one schema field. Inside an optional object every field is optional in the form too: Decap
 * validates the fields of an absent object as if they were filled in, which would block saving; the content checks
 * still require them whenever the object is there.
 */
export function fieldOf(key: string, schema: z.ZodType, inOptional = false): CmsField {
  const { inner, optional: ownOptional, meta } = unwrap(schema);
  const optional = ownOptional || inOptional;
  const base: CmsField = {
    name: key,
    label: labelOf(key),
    widget: 'string',
    ...(optional ? { required: false } : {}),
    ...(meta.description ? { hint: meta.description } : {}),
    i18n: i18nOf(schema),
  };
  const def = defOf(inner);
  if (meta.kind === 'sections' && meta.sections) return { ...base, ...EACH_LANGUAGE, ...sectionsField(meta.sections) };
  if (meta.kind === 'image') return { ...base, widget: 'image', choose_url: false };
  if (meta.kind === 'ref' && meta.target) return { ...base, ...relation(meta.target, false) };
  if (meta.kind === 'int') return { ...base, widget: 'number', value_type: 'int' };
  switch (def.type) {
    case 'string':
      return { ...base, ...stringOptions(key, inner) };
    case 'enum':
      return { ...base, widget: 'select', options: Object.values(def.entries ?? {}) };
    case 'number':
      return { ...base, widget: 'number', value_type: 'float' };
    case 'boolean':
      return { ...base, widget: 'boolean' };
    case 'object':
      return { ...base, ...EACH_LANGUAGE, widget: 'object', fields: fieldsOf(inner, optional) };
    case 'array': {
      const element = def.element as z.ZodType;
      const item = unwrap(element);
      if (item.meta.kind === 'ref' && item.meta.target) return { ...base, ...relation(item.meta.target, true) };
      const limits = checksOf(inner);
      const min = limits.find((c) => c.check === 'min_length')?.minimum ?? limits.find((c) => c.check === 'length_equals')?.length;
      const max = limits.find((c) => c.check === 'max_length')?.maximum ?? limits.find((c) => c.check === 'length_equals')?.length;
      const bounds = { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
      if (defOf(item.inner).type === 'object')
        return { ...base, ...EACH_LANGUAGE, widget: 'list', ...bounds, fields: fieldsOf(item.inner) };
      return { ...base, ...EACH_LANGUAGE, widget: 'list', ...bounds, field: fieldOf(key, element) };
    }
    default:
      throw new Error(`CMS config: field "${key}" uses zod type "${def.type}", which has no Decap widget`);
  }
}

/** The Decap fields of an object schema, in schema order. */
export function fieldsOf(schema: z.ZodType, inOptional = false): CmsField[] {
  const shape = defOf(unwrap(schema).inner).shape;
  if (!shape) throw new Error('CMS config: expected an object schema');
  return Object.entries(shape).map(([key, field]) => fieldOf(key, field, inOptional));
}

/** The ordered section list: one list type per section kind, `{ name, props }` as in content JSON. */
export function sectionsField(sections: Record<string, z.ZodType>): Partial<CmsField> {
  return {
    widget: 'list',
    typeKey: 'name',
    summary: '{{name}}',
    collapsed: true,
    types: Object.entries(sections).map(([name, props]) => ({
      name,
      label: labelOf(name),
      widget: 'object',
      ...(unwrap(props).meta.description ? { hint: unwrap(props).meta.description } : {}),
      ...EACH_LANGUAGE,
      fields: [{ name: 'props', label: 'Props', widget: 'object', ...EACH_LANGUAGE, fields: fieldsOf(props) }],
    })),
  };
}
