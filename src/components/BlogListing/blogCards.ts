/** The blog listings' cards from the page query: each kind of post in the one card shape, newest first. */
import { newestFirst } from '../../lib/blogPosts';
import { fill } from '../../lib/fill';
import type { BlogCardData } from '../BlogCard/BlogCard';

interface Nodes {
  reviews: readonly Queries.BlogReviewCardFieldsFragment[];
  articles: readonly Queries.BlogArticleCardFieldsFragment[];
}

/** `portrait` is the copy template naming a reviewer's portrait ("Portrait of {name}"). */
export function blogCards({ reviews, articles }: Nodes, portrait: string): BlogCardData[] {
  return newestFirst<BlogCardData>([
    ...reviews.map((review) => ({
      kind: 'review' as const,
      path: review.path,
      title: review.title,
      summary: review.summary,
      date: review.date,
      readingMinutes: review.readingMinutes,
      image: review.image.childImageSharp?.gatsbyImageData,
      alt: fill(portrait, { name: review.humanName }),
    })),
    ...articles.map((article) => ({
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
