/** The content folders: which schema checks each file, which GraphQL type it becomes and where its page lives. */
import type { z } from 'zod';
import { servicePage } from './service';
import { casePage } from './case';
import { testimonial } from './testimonial';
import { siteSettings } from './site';
import { blogReview } from './blogReview';
import { blogArticle } from './blogArticle';
import { standalonePage } from './page';
import { legalPage } from './legal';
import type { BlogKind } from '../lib/blogPosts';
import { localizedPath, type Locale } from '../lib/locales';
import { blogArticlePath, blogReviewPath, casePath, legalPath, pagePath, servicePath } from '../lib/paths';

export interface Collection {
  /** Folder under content/ (one record per JSON file; slug = file name), or a single file for `site`. */
  dir: string;
  typeName: string;
  schema: z.ZodType;
  /** Path of the record's page in its language, or undefined when the record has no page of its own. */
  pathOf?: (slug: string, data: Record<string, unknown>, locale: Locale) => string;
  /** Blog collections: the kind of post each file is; it gets a reading time and is listed at /blog/ and in the feed. */
  blogKind?: BlogKind;
}

export const collections: Collection[] = [
  {
    dir: 'services',
    typeName: 'ServicesJson',
    schema: servicePage,
    pathOf: (slug, _data, locale) => localizedPath(servicePath(slug), locale),
  },
  {
    dir: 'cases',
    typeName: 'CasesJson',
    schema: casePage,
    pathOf: (slug, data, locale) => localizedPath(casePath(slug, typeof data.category === 'string' ? data.category : undefined), locale),
  },
  { dir: 'testimonials', typeName: 'TestimonialsJson', schema: testimonial },
  {
    dir: 'blog/review',
    typeName: 'BlogReviewJson',
    schema: blogReview,
    pathOf: (slug, _data, locale) => localizedPath(blogReviewPath(slug), locale),
    blogKind: 'review',
  },
  {
    dir: 'blog/case-study',
    typeName: 'BlogArticleJson',
    schema: blogArticle,
    pathOf: (slug, _data, locale) => localizedPath(blogArticlePath(slug), locale),
    blogKind: 'case-study',
  },
  { dir: 'pages', typeName: 'PagesJson', schema: standalonePage, pathOf: (slug, _data, locale) => localizedPath(pagePath(slug), locale) },
  { dir: 'legal', typeName: 'LegalJson', schema: legalPage, pathOf: (slug, _data, locale) => localizedPath(legalPath(slug), locale) },
];

/** content/site.<language>.json: the sitewide settings and every label of the site shell, one file per language. */
export const siteCollection = { slug: 'site', typeName: 'SiteJson', schema: siteSettings } as const;

/** Maps a JSON file's directory (relative to content/) to its GraphQL type name. */
export function typeNameForDir(relativeDirectory: string): string | undefined {
  if (relativeDirectory === '') return siteCollection.typeName;
  return collections.find((c) => c.dir === relativeDirectory)?.typeName;
}

/** What the build and develop say of a JSON file in a folder no collection owns. */
export const noCollectionFor = (absolutePath: string, relativeDirectory: string) =>
  `${absolutePath}: no content collection for folder "${relativeDirectory}"`;
