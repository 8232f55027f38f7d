/** The /blog filter: one group, the kind of post (`?kind=review`), kept in the URL query like the /cases filters. */
import { listFilters } from '../../lib/listFilters';
import type { BlogKind } from '../../lib/blogPosts';

export const blogFilters = listFilters<{ kind: BlogKind }, 'kind'>([{ key: 'kind', param: 'kind', labelsOf: (post) => [post.kind] }]);
