/** Gatsby configuration: where content comes from and which plugins turn it into pages and images. */
import type { GatsbyConfig } from 'gatsby';
import path from 'node:path';
import { typeNameForDir } from './src/content-model/collections';
import site from './content/site.json';
import { headerRules } from './src/lib/securityHeaders';
import { sitemapPages, type SitemapQuery } from './src/lib/sitemap';

const contentDir = path.resolve(process.env.CONTENT_DIR ?? 'content');

const config: GatsbyConfig = {
  siteMetadata: {
    title: site.agencyName,
    siteUrl: site.siteUrl,
  },
  trailingSlash: 'always',
  jsxRuntime: 'automatic',
  graphqlTypegen: { generateOnBuild: true, typesOutputPath: 'src/gatsby-types.d.ts' },
  /** Applied by Gatsby's hosting adapters; public/_headers carries the same set (src/build/csp.ts). */
  headers: headerRules(),
  plugins: [
    'gatsby-plugin-image',
    {
      resolve: 'gatsby-plugin-sitemap',
      options: {
        query: 'query SitemapPages { allSitePage { nodes { path pageContext } } }',
        resolveSiteUrl: () => site.siteUrl,
        resolvePages: (data: SitemapQuery) => sitemapPages(data),
        filterPages: () => false,
      },
    },
    'gatsby-plugin-sharp',
    'gatsby-transformer-sharp',
    {
      resolve: 'gatsby-plugin-sass',
      options: { sassOptions: { includePaths: [path.resolve('src/styles')] } },
    },
    { resolve: 'gatsby-source-filesystem', options: { name: 'content', path: contentDir } },
    {
      resolve: 'gatsby-transformer-json',
      options: {
        typeName: ({ node }: { node: { relativeDirectory: string; absolutePath: string } }) => {
          const typeName = typeNameForDir(node.relativeDirectory);
          if (!typeName) throw new Error(`${node.absolutePath}: no content collection for folder "${node.relativeDirectory}"`);
          return typeName;
        },
      },
    },
  ],
};

export default config;
