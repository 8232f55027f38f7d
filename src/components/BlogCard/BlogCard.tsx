/** A post on the blog listings: its picture, kind, date and reading time, linked title (the whole card is the link) and one-line summary. */
import { Link, graphql } from 'gatsby';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { Picture } from '../Picture';
import { useCopy } from '../useSiteSettings';
import { useLocale } from '../usePageLanguage';
import { formatDate } from '../../lib/dates';
import { fill } from '../../lib/fill';
import type { BlogPostSummary } from '../../lib/blogPosts';
import type { CardProps } from '../Listing/CardList';
import * as styles from './BlogCard.module.scss';

/** What a card shows, whatever the kind of post: the post as listed, and its picture. */
export interface BlogCardData extends Omit<BlogPostSummary, 'author'> {
  image: IGatsbyImageData | null | undefined;
  alt: string;
}

/** The picture is a 176 px square beside the text from 768 px, a 96 px one on phones (src/components/BlogCard/BlogCard.module.scss). */
export const BLOG_CARD_SIZES = '(min-width: 768px) 176px, 96px';

export function BlogCard({ item: post, headingLevel = 'h3', eager = false }: CardProps<BlogCardData>) {
  const { blog, blogPage } = useCopy();
  const locale = useLocale();
  const Heading = headingLevel;
  return (
    <article className={styles.card}>
      <Picture image={post.image} alt={post.alt} eager={eager} className={styles.image} sizes={BLOG_CARD_SIZES} />
      <div className={styles.body}>
        <p className={styles.meta}>
          <span className={styles.kind}>{blogPage.kinds[post.kind].one}</span>
          <time dateTime={post.date}>{formatDate(post.date, locale)}</time>
          <span>{fill(blog.minRead, { count: post.readingMinutes })}</span>
        </p>
        <Heading className={styles.title}>
          <Link to={post.path} className={styles.link}>
            {post.title}
          </Link>
        </Heading>
        <p className={styles.summary}>{post.summary}</p>
      </div>
    </article>
  );
}

/** The fields of each kind of post a card reads; `blogCards` (src/components/BlogListing/blogCards.ts) makes them one shape. */
export const fragment = graphql`
  fragment BlogReviewCardFields on BlogReviewJson {
    path
    title
    summary
    date
    readingMinutes
    humanName
    image {
      childImageSharp {
        gatsbyImageData(width: 176, height: 176, breakpoints: [96, 176, 352], formats: [AUTO, WEBP, AVIF])
      }
    }
  }
  fragment BlogArticleCardFields on BlogArticleJson {
    path
    title
    summary
    date
    readingMinutes
    cover {
      alt
      image {
        childImageSharp {
          gatsbyImageData(width: 176, height: 176, breakpoints: [96, 176, 352], formats: [AUTO, WEBP, AVIF])
        }
      }
    }
  }
`;
