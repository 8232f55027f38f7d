/** createSchemaCustomization: explicit content types generated from the content schemas, plus the Section union; createResolvers: the site's figures and each case's filter values, computed at build time. */
import type { GatsbyNode } from 'gatsby';
import { contentTypeDefs, sectionTypeName } from '../content-model/graphql';
import { siteYears } from '../lib/siteYears';
import { caseFilterValues, type FilterableCase } from '../lib/caseFilters';
import { DEFAULT_LOCALE } from '../lib/locales';
import { refKey } from './nodeFields';

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions, schema }) => {
  const { sdl, sectionTypes } = contentTypeDefs();
  actions.createTypes([
    sdl,
    'type CaseFilterValues { services: [String!]! industries: [String!]! companyType: String! projectType: String! }',
    schema.buildUnionType({
      name: 'Section',
      description: 'One section of a page; the concrete type follows the section\'s "name" in content',
      types: sectionTypes,
      resolveType: (value: { name: string }) => sectionTypeName(value.name),
    }),
  ]);
};

interface CaseNode extends FilterableCase {
  fields: { locale: string; slug: string };
}

/** Finds nodes for a resolver (Gatsby's nodeModel, typed as far as used here). */
interface ResolverContext {
  nodeModel: { findOne: (args: { type: string; query: { filter: Record<string, unknown> } }) => Promise<CaseNode | null> };
}

/** A case's filter values, from its English twin (itself in English, its own labels when it has no twin). */
async function filterValuesOf(source: CaseNode, context: ResolverContext) {
  const english =
    source.fields.locale === DEFAULT_LOCALE
      ? source
      : await context.nodeModel.findOne({
          type: 'CasesJson',
          query: { filter: { fields: { refKey: { eq: refKey(DEFAULT_LOCALE, source.fields.slug) } } } },
        });
  return caseFilterValues(source, english ?? source);
}

/** The copyright year and the years in business, from content's founding year and the build's date: one source for both; a case's filter values. */
export const createResolvers: GatsbyNode['createResolvers'] = (args) => {
  // Gatsby 5.16 types this action as a bare `Function`.
  const createResolvers = args.createResolvers as (resolvers: Record<string, Record<string, unknown>>) => void;
  const years = (source: { foundingYear: number }) => siteYears(source.foundingYear);
  createResolvers({
    CasesJson: {
      filterValues: {
        type: 'CaseFilterValues!',
        resolve: (source: CaseNode, _args: unknown, context: ResolverContext) => filterValuesOf(source, context),
      },
    },
    SiteJson: {
      copyrightYear: { type: 'Int!', resolve: (source: { foundingYear: number }) => years(source).copyrightYear },
      yearsSinceFounding: { type: 'Int!', resolve: (source: { foundingYear: number }) => years(source).yearsSinceFounding },
    },
  });
};
