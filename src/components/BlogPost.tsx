/** A blog post page's frame (case-study article, review): breadcrumbs under the Blog listing, kicker and headline, the post, a link back to the blog. */
import { Link } from 'gatsby';
import type { ReactNode } from 'react';
import { BLOG_PATH } from '../lib/paths';
import { useCopy } from './useSiteSettings';
import { useLocalePrefix } from './usePageLanguage';
import { Breadcrumbs } from './Breadcrumbs/Breadcrumbs';
import { useListingLabels } from './Breadcrumbs/useListingLabels';
import { crumbsFor } from '../lib/breadcrumbs';

interface Post {
  readonly title: string;
  readonly path: string;
}

/** Home > Blog > this post, as the page's Breadcrumbs and its head's JSON-LD show it (none while there is no post). */
export function usePostCrumbs(post: Post | null) {
  const labels = useListingLabels();
  return post ? crumbsFor({ label: post.title, path: post.path }, labels) : [];
}

interface BlogPostProps {
  post: Post;
  kicker: string;
  /** The blog's style module (src/templates/blog.module.scss), whose `.article` and `.kicker` they are. */
  classes: { readonly article?: string; readonly kicker?: string; readonly back?: string };
  children: ReactNode;
}

export function BlogPost({ post, kicker, classes, children }: BlogPostProps) {
  const crumbs = usePostCrumbs(post);
  const { blog } = useCopy();
  const prefix = useLocalePrefix();
  return (
    <article className={classes.article}>
      <Breadcrumbs crumbs={crumbs} />
      <p className={classes.kicker}>{kicker}</p>
      <h1>{post.title}</h1>
      {children}
      <p className={classes.back}>
        <Link to={prefix + BLOG_PATH}>{blog.backToBlog}</Link>
      </p>
    </article>
  );
}
