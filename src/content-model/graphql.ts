/** The explicit Gatsby schema (SDL) generated from the content schemas, with the Section union's member list. */
import { SdlWriter } from './sdl';
import { collections, siteCollection } from './collections';
import { sectionSchemas } from '../sections/schemas';

export const sectionTypeName = (name: string) => `${name}Section`;

/**
 * GraphQL field holding a section's props: unique per section type (`heroProps`, `statsCardsProps`), because
 * same-named fields of union members must have identical types when fragments are merged in one selection.
 */
export const sectionPropsField = (name: string) => `${name.charAt(0).toLowerCase()}${name.slice(1)}Props`;

export function contentTypeDefs(): { sdl: string; sectionTypes: string[] } {
  const writer = new SdlWriter();
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
