/** Gatsby configuration: where content comes from and which plugins turn it into pages and images. */
import type { GatsbyConfig } from 'gatsby';
import path from 'node:path';
import { typeNameForDir } from './src/content-model/collections';
import site from './content/site.json';

const contentDir = path.resolve(process.env.CONTENT_DIR ?? 'content');

const config: GatsbyConfig = {
  siteMetadata: {
    title: site.agencyName,
    siteUrl: site.siteUrl,
  },
  trailingSlash: 'always',
  jsxRuntime: 'automatic',
  graphqlTypegen: { generateOnBuild: true, typesOutputPath: 'src/gatsby-types.d.ts' },
  plugins: [
    'gatsby-plugin-image',
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
