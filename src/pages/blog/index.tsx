/** /blog: every post, newest first, as a card in the server HTML, narrowed by kind chips whose selection lives in the URL query. */
import { lazy, useMemo } from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useCrumbs } from '../../components/Breadcrumbs/useListingLabels';
import { useCopy } from '../../components/useSiteSettings';
import { blogCards } from '../../components/BlogListing/blogCards';
import { blogFilters } from '../../components/BlogListing/blogFilters';
import { FilteredListing } from '../../components/Listing/FilteredListing';
import { lazyCard } from '../../components/Listing/lazyCard';
import { ListingHead } from '../../components/Listing/ListingHead';
import { ListingPage } from '../../components/Listing/ListingPage';
import { isBlogKind } from '../../lib/blogPosts';
import { BLOG_FEED_FILE, BLOG_PATH } from '../../lib/paths';
import * as blogStyles from '../../components/BlogListing/BlogListing.module.scss';
import { withPageLanguage } from '../../components/withPageLanguage';

const { Card: BlogCard, preload: preloadCards } = lazyCard(() =>
  import('../../components/BlogCard/BlogCard').then((module) => module.BlogCard),
);

/** The links to each kind's listing stand in for the chips without JavaScript only: the browser's bundle leaves them out. */
const KindLinks =
  process.env.BUILD_STAGE === 'build-html' || process.env.BUILD_STAGE === 'develop-html'
    ? lazy(() => import('../../components/BlogListing/KindLinks').then((module) => ({ default: module.KindLinks })))
    : null;

export default function BlogPage({ data, location }: PageProps<Queries.BlogListingQuery>) {
  const { blog, blogPage: copy } = useCopy();
  const all = useMemo(() => blogCards(data, blog.portrait), [data, blog.portrait]);
  const feed = (
    <p className={blogStyles.feed}>
      {/* Relative: each language's feed sits in its listing's address (/blog/rss.xml, /de/blog/rss.xml). */}
      <a href={BLOG_FEED_FILE} type="application/rss+xml">
        {copy.feedLink}
      </a>
    </p>
  );
  return (
    <ListingPage crumbs={useCrumbs({ label: copy.crumb, path: BLOG_PATH })} heading={copy.heading} lead={copy.lead} headerEnd={feed}>
      <FilteredListing
        items={all}
        filters={blogFilters}
        copy={copy}
        groupTitles={{ kind: copy.kindLegend }}
        optionLabel={(option) => (isBlogKind(option.value) ? copy.kinds[option.value].many : option.label)}
        action={location.pathname}
        countTestId="post-count"
        listClassName={blogStyles.list}
        keyOf={(post) => post.path}
        card={(post, i) => <BlogCard item={post} eager={i === 0} />}
        preloadCards={preloadCards}
        withoutScript={KindLinks ? <KindLinks posts={all} /> : null}
      />
    </ListingPage>
  );
}

export const Head = withPageLanguage(function BlogHead() {
  return <ListingHead copy={useCopy().blogPage} path={BLOG_PATH} />;
});

export const query = graphql`
  query BlogListing($locale: String!) {
    ...BlogCards
  }
`;
