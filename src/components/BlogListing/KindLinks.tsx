/** Links to the whole blog and to each kind listing (/blog/review/): the kind filter that needs no JavaScript. */
import { Link } from 'gatsby';
import { BLOG_KINDS, type BlogKind } from '../../lib/blogPosts';
import { BLOG_PATH, blogKindPath } from '../../lib/paths';
import { useCopy } from '../useSiteSettings';
import { useLocalePrefix } from '../usePageLanguage';
import * as styles from './BlogListing.module.scss';

interface KindLinksProps {
  /** The listing this is on: a kind, or undefined for the whole blog. */
  current?: BlogKind;
  /** Every post: a kind without posts has no listing and no link. */
  posts: readonly { kind: BlogKind }[];
}

export function KindLinks({ current, posts }: KindLinksProps) {
  const { blogPage } = useCopy();
  const prefix = useLocalePrefix();
  const counts = countKinds(posts);
  const total = posts.length;
  const links = [
    { path: BLOG_PATH, label: blogPage.allPosts, count: total, isCurrent: current === undefined },
    ...BLOG_KINDS.filter((kind) => (counts[kind] ?? 0) > 0).map((kind) => ({
      path: blogKindPath(kind),
      label: blogPage.kinds[kind].many,
      count: counts[kind] ?? 0,
      isCurrent: current === kind,
    })),
  ];
  return (
    <nav aria-label={blogPage.kindLinks} className={styles.kindLinks}>
      <ul>
        {links.map((link) => (
          <li key={link.path}>
            <Link to={prefix + link.path} aria-current={link.isCurrent ? 'page' : undefined}>
              {link.label} <span className={styles.kindCount}>{link.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Posts per kind. */
const countKinds = (posts: readonly { kind: BlogKind }[]) =>
  posts.reduce<Partial<Record<BlogKind, number>>>((counts, post) => ({ ...counts, [post.kind]: (counts[post.kind] ?? 0) + 1 }), {});
