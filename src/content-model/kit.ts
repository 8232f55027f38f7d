/** Zod builders carrying GraphQL hints, so one schema per content type drives both the content checks and the GraphQL types. */
import { z } from 'zod';

/** Node types a content field may point at by slug (the file name of the target). */
export type RefTarget = 'ServicesJson' | 'CasesJson' | 'TestimonialsJson' | 'BlogReviewJson' | 'BlogArticleJson';

/** What the SDL generator and the reference checks read from a schema's metadata. */
export interface FieldMeta {
  kind?: 'image' | 'ref' | 'int' | 'sections' | 'file' | 'generated' | 'json' | 'href';
  target?: RefTarget;
  typeName?: string;
  description?: string;
  sections?: SectionSchemas;
  /** Visible copy each language writes in its own words (Decap `i18n: true`); every other field is shared and the same in every language (`i18n: duplicate`). */
  translate?: true;
  /** A list whose length may differ between languages (a headline's words); other lists have as many items in every language. */
  freeLength?: true;
  /** A choice each language names in its own words: each row is one choice in every language, so the cross-language check pairs them. */
  choices?: readonly (readonly string[])[];
}

/** Section name (as written in JSON) → schema of its props. */
export type SectionSchemas = Record<string, z.ZodType>;

export function metaOf(schema: z.ZodType): FieldMeta {
  return (z.globalRegistry.get(schema) as FieldMeta | undefined) ?? {};
}

/** A named object type: unknown keys are errors, so a misspelt field never disappears silently. */
export function obj<S extends z.ZodRawShape>(typeName: string, description: string, shape: S) {
  return z.strictObject(shape).meta({ typeName, description });
}

/** A list of named objects (cards, tabs, steps): the array of one `obj` type every list-shaped section holds. */
export const objList = <S extends z.ZodRawShape>(typeName: string, description: string, shape: S) =>
  z.array(obj(typeName, description, shape));

/** Non-empty visible copy, translated. */
export const text = (description: string) => z.string().trim().min(1, 'must not be empty').meta({ translate: true, description });

/** Alternative text of an image, translated; empty when the words beside the image say it all. */
export const altText = (description: string) => z.string().meta({ translate: true, description });

/** A client's own words: shown as they said them in every language, never translated. */
export const quote = (description: string) => z.string().trim().min(1, 'must not be empty').meta({ description });

/** A stable id other content or code refers to: the same in every language. */
export const id = (description: string) => z.string().trim().min(1, 'must not be empty').meta({ description });

/** Visible copy with placeholders such as `{count}` that code fills in (src/lib/fill.ts); each named one must be there. */
export const template = (description: string, ...placeholders: string[]) =>
  z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .superRefine((value, ctx) => {
      const missing = placeholders.filter((name) => !value.includes(`{${name}}`));
      if (missing.length > 0) ctx.addIssue({ code: 'custom', message: `must contain ${missing.map((name) => `{${name}}`).join(', ')}` });
    })
    .meta({ translate: true, description: `${description} (placeholders: ${placeholders.map((name) => `{${name}}`).join(', ')})` });

/** A checked object exposed to GraphQL as one JSON value (read whole, typed by its zod schema). */
export const json = <T extends z.ZodType>(schema: T, description: string) => schema.meta({ kind: 'json', description });

/** A whole number (GraphQL Int). */
export const int = (description: string) => z.number().int().meta({ kind: 'int', description });

/** A number shown or used as is (GraphQL Float). */
export const num = (description: string) => z.number().meta({ description });

export const flag = (description: string) => z.boolean().meta({ description });

/** A raster path relative to the JSON file; resolved to a File node and checked to exist. */
export const image = (description: string) => z.string().min(1).meta({ kind: 'image', description });

/** A path under static/ served as is (PDF, video), starting with '/'; checked to exist. */
export const staticFile = (description: string) =>
  z
    .string()
    .regex(/^\/[\w\-./]+$/, 'must be a site path starting with "/"')
    .meta({ kind: 'file', description });

/** A slug of another content record; linked in GraphQL and checked to exist. */
export const ref = (target: RefTarget, description: string) => z.string().min(1).meta({ kind: 'ref', target, description });

/** A path of a file the build generates into public/ (PDFs under /pdf/main/ or /pdf/pilot/), starting with '/'; other paths must exist under static/. */
export const generatedFile = (description: string) =>
  z
    .string()
    .regex(/^\/[\w\-./]+$/, 'must be a site path starting with "/"')
    .meta({ kind: 'generated', description });

/** A site-internal path ("/about-us/") or an absolute https URL; written as the English path, a German record's is localized when the build stores it. */
export const href = (description: string) =>
  z
    .string()
    .regex(/^(\/[^\s]*|https:\/\/[^\s]+|mailto:[^\s]+)$/, 'must start with "/", "https://" or "mailto:"')
    .meta({ kind: 'href', description });

/** An ordered list of page sections: each `{ name, props }`, props checked against the section's own schema. */
export function sectionList(sections: SectionSchemas, description: string) {
  const names = Object.keys(sections);
  const item = z.strictObject({ name: z.string(), props: z.unknown() }).superRefine((value, ctx) => {
    const schema = sections[value.name];
    if (!schema) {
      ctx.addIssue({ code: 'custom', path: ['name'], message: `unknown section "${value.name}" (known: ${names.join(', ')})` });
      return;
    }
    const result = schema.safeParse(value.props);
    if (!result.success) {
      for (const issue of result.error.issues) ctx.addIssue({ ...issue, path: ['props', ...issue.path] });
    }
  });
  return z.array(item).meta({ kind: 'sections', sections, description });
}
