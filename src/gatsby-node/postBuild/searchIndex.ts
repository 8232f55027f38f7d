/** Writes the site search's index (public/search-index.json), which the browser downloads only when search opens. */
import fs from 'node:fs';
import path from 'node:path';
import { searchDocuments } from '../searchDocuments';
import { buildSearchIndex, SEARCH_INDEX_PATH } from '../../lib/siteSearch';

/** The index of `contentDir`'s services, cases and blog posts, as served. */
export const searchIndexJson = (contentDir: string) => buildSearchIndex(searchDocuments(contentDir));

export function writeSearchIndex(publicDir: string, contentDir: string): { file: string; documents: number; bytes: number } {
  const documents = searchDocuments(contentDir);
  const json = buildSearchIndex(documents);
  const file = path.join(publicDir, SEARCH_INDEX_PATH);
  fs.writeFileSync(file, json);
  return { file, documents: documents.length, bytes: Buffer.byteLength(json) };
}
