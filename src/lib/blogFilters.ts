/** The /blog filter: one group, the kind of post (`?kind=review`), kept in the URL query like the /cases filters. */
import { listFilters, type Selection as ListSelection } from './listFilters';
import type { BlogKind } from './blogPosts';

export type BlogFilterKey = 'kind';
export type BlogSelection = ListSelection<BlogFilterKey>;

export const blogFilters = listFilters<{ kind: BlogKind }, BlogFilterKey>([
  { key: 'kind', param: 'kind', labelsOf: (post) => [post.kind] },
]);
