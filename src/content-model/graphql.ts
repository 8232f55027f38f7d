/** The explicit Gatsby schema (SDL) generated from the content schemas, with the Section union's member list. */
import type { z } from 'zod';
import { SdlWriter } from './sdl';
import { kindOf, shapeOf, unwrap } from './zodIntrospection';
import { pageMetadata } from './common';
import { collections, siteCollection } from './collections';
import { sectionSchemas } from './sectionSchemas';

export const sectionTypeName = (name: string) => `${name}Section`;

/**
 * GraphQL field holding a section's props: unique per section type (`heroProps`, `statsCardsProps`), because
 * same-named fields of union members must have identical types when fragments are merged in one selection.
 */
export const sectionPropsField = (name: string) => `${name.charAt(0).toLowerCase()}${name.slice(1)}Props`;

/** What a page's head reads (seoOf in src/components/PageHead.tsx): every record with a page and search metadata implements it. */
const metadataPage = 'MetadataPage';
const metadataPageSdl = `"""A record with a page of its own and search metadata"""\ninterface ${metadataPage} {\n  path: String!\n  metadata: PageMetadata!\n}`;

const hasPageMetadata = (schema: z.ZodType) => {
  const metadata = shapeOf(schema)?.metadata;
  return metadata !== undefined && unwrap(metadata).inner === unwrap(pageMetadata).inner;
};

/** What a section's opening reads (SectionIntroFields in src/sections/SectionLandmark.tsx): every section's props with a heading and an intro text implement it. */
const sectionIntro = 'SectionIntro';
const sectionIntroSdl = `"""A section opening with a heading and an optional line of text under it"""\ninterface ${sectionIntro} {\n  heading: String!\n  text: String\n}`;

/** A required `heading` and a `text` (required or not), both strings: the fields SectionIntro declares. */
const hasSectionIntro = (schema: z.ZodType) => {
  const shape = shapeOf(schema);
  return (
    shape?.heading !== undefined &&
    !unwrap(shape.heading).optional &&
    kindOf(shape.heading) === 'string' &&
    shape.text !== undefined &&
    kindOf(shape.text) === 'string'
  );
};

export function contentTypeDefs(): { sdl: string; sectionTypes: string[] } {
  const writer = new SdlWriter();
  writer.types.set(metadataPage, metadataPageSdl);
  writer.types.set(sectionIntro, sectionIntroSdl);
  const sectionTypes = Object.entries(sectionSchemas).map(([name, schema]) => {
    const props = writer.object(`${name}Props`, schema, { interfaces: hasSectionIntro(schema) ? [sectionIntro] : [] });
    writer.types.set(
      sectionTypeName(name),
      `"""The ${name} section: its name as written in content and its props"""\ntype ${sectionTypeName(name)} @dontInfer {\n  name: String!\n  """The section's props from content"""\n  ${sectionPropsField(name)}: ${props}! @proxy(from: "props")\n}`,
    );
    return sectionTypeName(name);
  });
  for (const collection of collections) {
    const fieldsType = `${collection.typeName}Fields`;
    const readingTime = collection.blogKind ? '\n  readingMinutes: Int' : '';
    writer.types.set(
      fieldsType,
      `type ${fieldsType} @dontInfer {\n  slug: String!\n  """Language of the record (en, de), from its file name"""\n  locale: String!\n  """What references link by: language/slug"""\n  refKey: String!\n  path: String${readingTime}\n}`,
    );
    writer.object(collection.typeName, collection.schema, {
      node: true,
      interfaces: collection.pathOf && hasPageMetadata(collection.schema) ? [metadataPage] : [],
      extraFields: [
        `fields: ${fieldsType}!`,
        '"""Language of the record (en, de), from its file name"""\n  locale: String! @proxy(from: "fields.locale")',
        ...(collection.schema && 'shape' in collection.schema && (collection.schema as { shape: Record<string, unknown> }).shape.slug
          ? []
          : ['"""Record id: the JSON file name"""\n  slug: String! @proxy(from: "fields.slug")']),
        ...(collection.pathOf
          ? ['"""Page path, computed from the slug (and category)"""\n  path: String! @proxy(from: "fields.path")']
          : []),
        ...(collection.blogKind
          ? ['"""Minutes to read the post, counted from its text"""\n  readingMinutes: Int! @proxy(from: "fields.readingMinutes")']
          : []),
      ],
    });
  }
  writer.types.set('SiteJsonFields', 'type SiteJsonFields @dontInfer {\n  slug: String!\n  locale: String!\n  refKey: String!\n}');
  writer.object(siteCollection.typeName, siteCollection.schema, {
    node: true,
    extraFields: [
      'fields: SiteJsonFields!',
      '"""Language of the settings (en, de), from the file name"""\n  locale: String! @proxy(from: "fields.locale")',
    ],
  });
  return { sdl: writer.sdl(), sectionTypes };
}
