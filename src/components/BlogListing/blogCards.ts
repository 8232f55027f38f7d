/** The blog listings' cards from the page query: each kind of post in the one card shape, newest first. */
import { graphql } from 'gatsby';
import { newestFirst } from '../../lib/blogPosts';
import { fill } from '../../lib/fill';
import type { BlogCardData } from '../BlogCard/BlogCard';

/** What a blog listing's page query selects (`...BlogCards`): every post of every kind, as its card reads it. */
export const fragment = graphql`
  fragment BlogCards on Query {
    allBlogReviewJson(filter: { fields: { locale: { eq: $locale } } }) {
      nodes {
        ...BlogReviewCardFields
      }
    }
    allBlogArticleJson(filter: { fields: { locale: { eq: $locale } } }) {
      nodes {
        ...BlogArticleCardFields
      }
    }
  }
`;

/** `portrait` is the copy template naming a reviewer's portrait ("Portrait of {name}"). */
export function blogCards(data: Queries.BlogCardsFragment, portrait: string): BlogCardData[] {
  return newestFirst<BlogCardData>([
    ...data.allBlogReviewJson.nodes.map((review) => ({
      kind: 'review' as const,
      path: review.path,
      title: review.title,
      summary: review.summary,
      date: review.date,
      readingMinutes: review.readingMinutes,
      image: review.image.childImageSharp?.gatsbyImageData,
      alt: fill(portrait, { name: review.humanName }),
    })),
    ...data.allBlogArticleJson.nodes.map((article) => ({
      kind: 'case-study' as const,
      path: article.path,
      title: article.title,
      summary: article.summary,
      date: article.date,
      readingMinutes: article.readingMinutes,
      image: article.cover.image.childImageSharp?.gatsbyImageData,
      alt: article.cover.alt,
    })),
  ]);
}
