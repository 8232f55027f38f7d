/** createSchemaCustomization: explicit content types generated from the content schemas, plus the Section union; createResolvers: the site's figures computed at build time. */
import type { GatsbyNode } from 'gatsby';
import { contentTypeDefs, sectionTypeName } from '../content-model/graphql';
import { siteYears } from '../lib/siteYears';

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

/** The copyright year and the years in business, from content's founding year and the build's date: one source for both. */
export const createResolvers: GatsbyNode['createResolvers'] = (args) => {
  // Gatsby 5.16 types this action as a bare `Function`.
  const createResolvers = args.createResolvers as (resolvers: Record<string, Record<string, unknown>>) => void;
  const years = (source: { foundingYear: number }) => siteYears(source.foundingYear);
  createResolvers({
    SiteJson: {
      copyrightYear: { type: 'Int!', resolve: (source: { foundingYear: number }) => years(source).copyrightYear },
      yearsSinceFounding: { type: 'Int!', resolve: (source: { foundingYear: number }) => years(source).yearsSinceFounding },
    },
  });
};
