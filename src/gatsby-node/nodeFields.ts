/** The fields every content record gets: its slug (the file name) and, for routed collections, its page path. */
import path from 'node:path';
import { collections } from '../content-model/collections';

export function recordFields(typeName: string, file: string, data: Record<string, unknown>): Record<string, string> {
  const collection = collections.find((c) => c.typeName === typeName);
  const slug = path.basename(file, '.json');
  return { slug, ...(collection?.pathOf ? { path: collection.pathOf(slug, data) } : {}) };
}
