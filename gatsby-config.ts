/** Gatsby configuration: where content comes from and which plugins turn it into pages and images. */
import type { GatsbyConfig } from 'gatsby';
import './src/patches/queryOnDemand';
import './src/patches/buildParallelism';
import './src/patches/developFunctions';
import path from 'node:path';
import { contentDir } from './src/content-model/contentDir';
import { NOT_RECORDS } from './src/content-model/redirects';
import site from './content/site.en.json';
import { headerRules } from './src/lib/securityHeaders';
import { paletteImporter } from './src/lib/palette';
import { sitemapEntry, sitemapPages, type SitemapPage, type SitemapQuery } from './src/gatsby-node/sitemap';

const config: GatsbyConfig = {
  siteMetadata: {
    title: site.agencyName,
    siteUrl: site.siteUrl,
  },
  trailingSlash: 'always',
  jsxRuntime: 'automatic',
  /** Types every query, including createPages' (src/gatsby-node/), so Node APIs use generated types too. */
  graphqlTypegen: {
    generateOnBuild: true,
    typesOutputPath: 'src/gatsby-types.d.ts',
    documentSearchPaths: ['./gatsby-node.ts', './src/gatsby-node/**/*.ts', './src/patches/**/*.ts'],
  },
  /** Applied by Gatsby's hosting adapters; public/_headers carries the same set (src/gatsby-node/postBuild/csp.ts). */
  headers: headerRules(),
  plugins: [
    'gatsby-plugin-image',
    // Links inside static sections are plain anchors (they are not hydrated): route them client-side like <Link>.
    'gatsby-plugin-catch-links',
    {
      resolve: 'gatsby-plugin-sitemap',
      options: {
        query: 'query SitemapPages { allSitePage { nodes { path pageContext } } }',
        resolveSiteUrl: () => site.siteUrl,
        resolvePages: (data: SitemapQuery) => sitemapPages(data),
        serialize: (page: SitemapPage) => sitemapEntry(page, site.siteUrl),
        filterPages: () => false,
      },
    },
    'gatsby-plugin-sharp',
    'gatsby-transformer-sharp',
    {
      resolve: 'gatsby-plugin-sass',
      options: {
        sassOptions: {
          includePaths: [path.resolve('src/styles')],
          importer: paletteImporter,
          /** gatsby-plugin-sass 6.16 drives sass-loader 10.5, which has only Sass's legacy JS API: Dart Sass 1.108 would warn once per module. */
          silenceDeprecations: ['legacy-js-api'],
        },
        /**
         * In a production build a module's class is a 6-character hash, not `Name-module--class--hash`: every page's
         * bundle carries the names of the classes its components use (about 0.3 kB gzipped of /blog/'s first-load
         * JavaScript), and its HTML repeats them. `gatsby develop` keeps the readable names.
         */
        ...(process.env.NODE_ENV === 'production' ? { cssLoaderOptions: { modules: { localIdentName: '[hash:base64:6]' } } } : {}),
      },
    },
    {
      resolve: 'gatsby-source-filesystem',
      /** The redirects and the address record sit beside the records but are not records: the build reads them itself. */
      options: { name: 'content', path: contentDir(), ignore: NOT_RECORDS.map((file) => path.join(contentDir(), file)) },
    },
  ],
};

export default config;
