/** A search document for index tests: the given path and fields, every other field empty. */
import type { SearchDocument } from '../../src/lib/siteSearch';

export const searchDocument = (path: string, fields: Partial<SearchDocument>): SearchDocument => ({
  path,
  kind: 'service',
  title: '',
  text: '',
  context: '',
  description: '',
  headings: '',
  body: '',
  ...fields,
});
