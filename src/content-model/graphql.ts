/** The explicit Gatsby schema (SDL) generated from the content schemas, with the Section union's member list. */
import type { z } from 'zod';
import { SdlWriter } from './sdl';
import { shapeOf, unwrap } from './zodIntrospection';
import { pageMetadata } from './common';
import { collections, siteCollection } from './collections';
import { sectionSchemas } from '../sections/schemas';

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

export function contentTypeDefs(): { sdl: string; sectionTypes: string[] } {
  const writer = new SdlWriter();
  writer.types.set(metadataPage, metadataPageSdl);
  const sectionTypes = Object.entries(sectionSchemas).map(([name, schema]) => {
    const props = writer.object(`${name}Props`, schema);
    writer.types.set(
      sectionTypeName(name),
      `"""The ${name} section: its name as written in content and its props"""\ntype ${sectionTypeName(name)} @dontInfer {\n  name: String!\n  """The section's props from content"""\n  ${sectionPropsField(name)}: ${props}! @proxy(from: "props")\n}`,
    );
    return sectionTypeName(name);
  });
  for (const collection of collections) {
    const fieldsType = `${collection.typeName}Fields`;
    writer.types.set(fieldsType, `type ${fieldsType} @dontInfer {\n  slug: String!\n  path: String\n}`);
    writer.object(collection.typeName, collection.schema, {
      node: true,
      interfaces: collection.pathOf && hasPageMetadata(collection.schema) ? [metadataPage] : [],
      extraFields: [
        `fields: ${fieldsType}!`,
        ...(collection.schema && 'shape' in collection.schema && (collection.schema as { shape: Record<string, unknown> }).shape.slug
          ? []
          : ['"""Record id: the JSON file name"""\n  slug: String! @proxy(from: "fields.slug")']),
        ...(collection.pathOf
          ? ['"""Page path, computed from the slug (and category)"""\n  path: String! @proxy(from: "fields.path")']
          : []),
      ],
    });
  }
  writer.object(siteCollection.typeName, siteCollection.schema, { node: true });
  return { sdl: writer.sdl(), sectionTypes };
}
