/** Kind listing: /blog/<kind>/ lists the posts of one kind, newest first; the blog's kind filter as plain links, with or without JavaScript. */
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { PageHead } from '../components/PageHead';
import { Breadcrumbs } from '../components/Breadcrumbs/Breadcrumbs';
import { useListingLabels } from '../components/Breadcrumbs/useListingLabels';
import { useCopy } from '../components/useSiteSettings';
import { BlogCard } from '../components/BlogCard/BlogCard';
import { blogCards } from '../components/BlogListing/blogCards';
import { countKinds, KindLinks } from '../components/BlogListing/KindLinks';
import { crumbsFor } from '../lib/breadcrumbs';
import type { BlogKind } from '../lib/blogPosts';
import { blogKindPath } from '../lib/paths';
import * as styles from './caseList.module.scss';
import * as blogStyles from '../components/BlogListing/BlogListing.module.scss';

interface Context {
  kind: BlogKind;
}

function useKindCrumbs(kind: BlogKind) {
  const { blogPage } = useCopy();
  return crumbsFor({ label: blogPage.kinds[kind].many, path: blogKindPath(kind) }, useListingLabels());
}

export default function BlogKindTemplate({ data, pageContext }: PageProps<Queries.BlogKindListingQuery, Context>) {
  const { blog, blogPage } = useCopy();
  const all = blogCards({ reviews: data.allBlogReviewJson.nodes, articles: data.allBlogArticleJson.nodes }, blog.portrait);
  const posts = all.filter((post) => post.kind === pageContext.kind);
  const kind = blogPage.kinds[pageContext.kind];
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Breadcrumbs crumbs={useKindCrumbs(pageContext.kind)} />
        <h1>{kind.many}</h1>
        <p className={styles.lead}>{kind.lead}</p>
      </header>
      <KindLinks current={pageContext.kind} counts={countKinds(all)} total={all.length} />
      <ul className={blogStyles.list}>
        {posts.map((post, i) => (
          <li key={post.path}>
            <BlogCard post={post} headingLevel="h2" eager={i === 0} />
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Head({ pageContext }: HeadProps<Queries.BlogKindListingQuery, Context>) {
  const { blogPage } = useCopy();
  const crumbs = useKindCrumbs(pageContext.kind);
  const kind = blogPage.kinds[pageContext.kind];
  return <PageHead title={kind.many} description={kind.description} path={blogKindPath(pageContext.kind)} crumbs={crumbs} />;
}

export const query = graphql`
  query BlogKindListing {
    allBlogReviewJson {
      nodes {
        ...BlogReviewCardFields
      }
    }
    allBlogArticleJson {
      nodes {
        ...BlogArticleCardFields
      }
    }
  }
`;
