/** /search/: every page the site search covers, listed (services by group, case studies, blog posts); with JavaScript it also opens the search. */
import { graphql, type PageProps } from 'gatsby';
import { ListingHead } from '../components/Listing/ListingHead';
import { SEARCH_PAGE_PATH } from '../lib/paths';
import { useCopy } from '../components/useSiteSettings';
import { SearchPage } from '../components/SearchPage/SearchPage';
import { withPageLanguage } from '../components/withPageLanguage';

export default function Search({ data }: PageProps<Queries.SearchPageQuery>) {
  const posts = [
    ...data.allBlogReviewJson.nodes.map((post) => ({ ...post, kind: 'review' as const, author: post.humanName })),
    ...data.allBlogArticleJson.nodes.map((post) => ({ ...post, kind: 'article' as const, author: post.author.name })),
  ].sort((a, b) => b.date.localeCompare(a.date));
  return (
    <SearchPage
      groups={data.siteJson?.serviceGroups ?? []}
      services={data.allServicesJson.nodes}
      cases={data.allCasesJson.nodes}
      posts={posts}
    />
  );
}

export const Head = withPageLanguage(function SearchHead() {
  return <ListingHead copy={useCopy().search.page} path={SEARCH_PAGE_PATH} />;
});

export const query = graphql`
  query SearchPage($locale: String!) {
    ...ServiceGroups
    allCasesJson(filter: { fields: { locale: { eq: $locale } } }, sort: { client: ASC }) {
      nodes {
        path
        client
        hero {
          title
        }
        attributes {
          projectType
        }
      }
    }
    allBlogReviewJson(filter: { fields: { locale: { eq: $locale } } }) {
      nodes {
        path
        title
        date
        humanName
        metadata {
          description
        }
      }
    }
    allBlogArticleJson(filter: { fields: { locale: { eq: $locale } } }) {
      nodes {
        path
        title
        date
        author {
          name
        }
        metadata {
          description
        }
      }
    }
  }
`;
