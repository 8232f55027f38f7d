/** Kind listing: /blog/<kind>/ lists the posts of one kind, newest first; the blog's kind filter as plain links, with or without JavaScript. */
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { PageHead } from '../components/PageHead';
import { useCrumbs } from '../components/Breadcrumbs/useListingLabels';
import { useCopy } from '../components/useSiteSettings';
import { BlogCard } from '../components/BlogCard/BlogCard';
import { blogCards } from '../components/BlogListing/blogCards';
import { KindLinks } from '../components/BlogListing/KindLinks';
import { CardList } from '../components/Listing/CardList';
import { ListingPage } from '../components/Listing/ListingPage';
import type { BlogKind } from '../lib/blogPosts';
import { blogKindPath } from '../lib/paths';
import * as blogStyles from '../components/BlogListing/BlogListing.module.scss';
import { withPageLanguage } from '../components/withPageLanguage';

interface Context {
  kind: BlogKind;
}

function useKindCrumbs(kind: BlogKind) {
  const { blogPage } = useCopy();
  return useCrumbs({ label: blogPage.kinds[kind].many, path: blogKindPath(kind) });
}

export default function BlogKindTemplate({ data, pageContext }: PageProps<Queries.BlogKindListingQuery, Context>) {
  const { blog, blogPage } = useCopy();
  const all = blogCards(data, blog.portrait);
  const kind = blogPage.kinds[pageContext.kind];
  return (
    <ListingPage crumbs={useKindCrumbs(pageContext.kind)} heading={kind.many} lead={kind.lead}>
      <KindLinks current={pageContext.kind} posts={all} />
      <CardList
        items={all.filter((post) => post.kind === pageContext.kind)}
        keyOf={(post) => post.path}
        card={(post, i) => <BlogCard item={post} headingLevel="h2" eager={i === 0} />}
        className={blogStyles.list}
      />
    </ListingPage>
  );
}

export const Head = withPageLanguage(function PageHeadTags({ pageContext }: HeadProps<Queries.BlogKindListingQuery, Context>) {
  const { blogPage } = useCopy();
  const crumbs = useKindCrumbs(pageContext.kind);
  const kind = blogPage.kinds[pageContext.kind];
  return <PageHead title={kind.many} description={kind.description} path={blogKindPath(pageContext.kind)} crumbs={crumbs} />;
});

export const query = graphql`
  query BlogKindListing($locale: String!) {
    ...BlogCards
  }
`;
