/** The fields every content record gets: its slug (the file name), for routed collections its page path, for blog posts their reading time. */
import path from 'node:path';
import { collections } from '../content-model/collections';
import { postBody, readingMinutes } from '../lib/blogPosts';

export function recordFields(typeName: string, file: string, data: Record<string, unknown>): Record<string, string | number> {
  const collection = collections.find((c) => c.typeName === typeName);
  const slug = path.basename(file, '.json');
  return {
    slug,
    ...(collection?.pathOf ? { path: collection.pathOf(slug, data) } : {}),
    ...(collection?.blogKind ? { readingMinutes: readingMinutes(postBody(collection.blogKind, data)) } : {}),
  };
}
