/** createSchemaCustomization: explicit content types generated from the content schemas, plus the Section union. */
import type { GatsbyNode } from 'gatsby';
import { contentTypeDefs, sectionTypeName } from '../content-model/graphql';

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions, schema }) => {
  const { sdl, sectionTypes } = contentTypeDefs();
  actions.createTypes([
    sdl,
    schema.buildUnionType({
      name: 'Section',
      description: 'One section of a page; the concrete type follows the section\'s "name" in content',
      types: sectionTypes,
      resolveType: (value: { name: string }) => sectionTypeName(value.name),
    }),
  ]);
};
