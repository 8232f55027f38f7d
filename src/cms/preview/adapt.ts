/**
 * CMS preview: turns an entry's raw JSON (as the editor has it) into the data the site's section components get from
 * GraphQL, walking the same zod schema: sections get `__typename` and `<name>Props`, images become image data pointing
 * at the CMS's asset URL, and references become the linked record from a content snapshot.
 */
import type { z } from 'zod';
import { collections } from '../../content-model/collections';
import { sectionPropsField, sectionTypeName } from '../../content-model/graphql';
import type { RefTarget } from '../../content-model/kit';
import { elementOf, kindOf, shapeOf, unwrap } from '../../content-model/zodIntrospection';
import { contentFileName } from '../../content-model/contentFileName';
import type { Locale } from '../../lib/locales';

/** /admin/preview-data.json: each language's site settings and published records (src/gatsby-node/admin.ts). */
export interface PreviewSnapshot {
  sites: ({ locale: Locale } & Record<string, unknown>)[];
  records: Partial<Record<Locale, PreviewContext['records']>>;
}

export interface PreviewContext {
  /** The language of the entry being previewed: references resolve to records in it. */
  locale: Locale;
  /** URL of an image path as written in `file` (the JSON file it comes from; undefined: the entry being edited). */
  assetUrl: (path: string, file?: string) => string;
  /** Repository path of the record being adapted when it is a referenced one (its image paths are relative to it). */
  file?: string;
  /** Raw JSON of other records in the entry's language, by GraphQL type name and slug (a snapshot of content/). */
  records: Partial<Record<RefTarget, Record<string, unknown>>>;
}

/** gatsby-plugin-image data for a single-source image (the preview has no resized variants). */
export const previewImage = (src: string) => ({
  childImageSharp: { gatsbyImageData: { layout: 'constrained', width: 1200, height: 800, images: { fallback: { src }, sources: [] } } },
  publicURL: src,
});

function linked(target: RefTarget, slug: string, ctx: PreviewContext, depth: number): unknown {
  const collection = collections.find((c) => c.typeName === target);
  const record = ctx.records[target]?.[slug];
  if (!collection || record === undefined || depth > 2) return null;
  const path = collection.pathOf?.(slug, record as Record<string, unknown>, ctx.locale) ?? null;
  const file = `content/${collection.dir}/${contentFileName(slug, ctx.locale)}`;
  return {
    ...(adapt(collection.schema, record, { ...ctx, file }, depth + 1) as Record<string, unknown>),
    slug,
    path,
    fields: { slug, path },
  };
}

/** The GraphQL-shaped value of `value` under `schema`. */
export function adapt(schema: z.ZodType, value: unknown, ctx: PreviewContext, depth = 0): unknown {
  if (value === undefined || value === null) return null;
  const { meta } = unwrap(schema);
  if (meta.kind === 'image') return typeof value === 'string' && value ? previewImage(ctx.assetUrl(value, ctx.file)) : null;
  if (meta.kind === 'ref' && meta.target) return typeof value === 'string' ? linked(meta.target, value, ctx, depth) : null;
  if (meta.kind === 'sections' && meta.sections) return Array.isArray(value) ? adaptSections(meta.sections, value, ctx, depth) : [];
  const kind = kindOf(schema);
  if (kind === 'array') {
    const element = elementOf(schema);
    return Array.isArray(value) && element ? value.map((item) => adapt(element, item, ctx, depth)) : [];
  }
  if (kind === 'object' && typeof value === 'object') {
    const shape = shapeOf(schema) ?? {};
    return Object.fromEntries(
      Object.entries(shape).map(([key, field]) => [key, adapt(field, (value as Record<string, unknown>)[key], ctx, depth)]),
    );
  }
  return value;
}

/** Sections as the dispatcher expects them; unknown or incomplete sections are left out (the form shows their errors). */
export function adaptSections(
  sections: Record<string, z.ZodType>,
  list: unknown[],
  ctx: PreviewContext,
  depth = 0,
): Record<string, unknown>[] {
  return list.flatMap((item) => {
    const section = item as { name?: unknown; props?: unknown } | null;
    const name = typeof section?.name === 'string' ? section.name : '';
    const schema = sections[name];
    if (!schema || !schema.safeParse(section?.props).success) return [];
    return [{ __typename: sectionTypeName(name), name, [sectionPropsField(name)]: adapt(schema, section?.props, ctx, depth) }];
  });
}
