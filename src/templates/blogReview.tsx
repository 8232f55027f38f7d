/** Review-platform review page: /blog/review/<slug>/ — headline, the review, the reviewer, rating and an optional PDF. */
import { Link, graphql, type HeadProps, type PageProps } from 'gatsby';
import { PageHead, seoOf } from '../components/PageHead';
import { BlogPost, usePostCrumbs } from '../components/BlogPost';
import { reviewJsonLd } from './reviewJsonLd';
import { useSiteSettings } from '../components/useSiteSettings';
import { Picture } from '../components/Picture';
import * as styles from './blog.module.scss';
import { fill } from '../lib/fill';
import { PublicationDates } from '../components/PublicationDates';
import { useLocale, useLocalePrefix } from '../components/usePageLanguage';
import { useQuoteLanguage } from '../components/useQuoteLanguage';
import { groupThousands } from '../lib/numbers';
import { withPageLanguage } from '../components/withPageLanguage';

type Data = Queries.BlogReviewPageQuery;

export default function BlogReviewTemplate({ data }: PageProps<Data>) {
  const review = data.blogReviewJson;
  const { blog: copy, layout } = useSiteSettings().copy;
  const quoteLanguage = useQuoteLanguage();
  const locale = useLocale();
  const prefix = useLocalePrefix();
  if (!review) return null;
  const stars = Math.round(review.rating);
  return (
    <BlogPost post={review} kicker={copy.reviewKicker} classes={styles}>
      <p className={styles.rating}>
        <span aria-hidden="true" className={styles.stars}>
          {'★'.repeat(stars)}
          {'☆'.repeat(5 - stars)}
        </span>{' '}
        {fill(layout.rating, { rating: groupThousands(review.rating, locale) })}
      </p>
      <blockquote className={styles.quote} lang={quoteLanguage}>
        <p>{review.text}</p>
      </blockquote>
      <figure className={styles.person}>
        <Picture
          image={review.image.childImageSharp?.gatsbyImageData}
          alt={fill(copy.portrait, { name: review.humanName })}
          className={styles.portrait}
        />
        <figcaption>
          <strong>{review.humanName}</strong>
          <span>{review.position}</span>
          <span>
            <PublicationDates date={review.date} updated={review.updated} />
          </span>
        </figcaption>
      </figure>
      {review.pdf ? (
        <p>
          <a href={review.pdf.src} download={review.pdf.name}>
            {copy.reviewPdf}
          </a>
        </p>
      ) : null}
      <p>
        <Link to={`${prefix}/cases/`}>{copy.reviewCases}</Link>
      </p>
    </BlogPost>
  );
}

export const Head = withPageLanguage(function PageHeadTags({ data, pageContext }: HeadProps<Data>) {
  const review = data.blogReviewJson;
  const site = useSiteSettings();
  const locale = useLocale();
  const crumbs = usePostCrumbs(review);
  if (!review) return null;
  return (
    <PageHead
      {...seoOf(review)}
      crumbs={crumbs}
      pageContext={pageContext}
      structuredData={[
        reviewJsonLd({
          siteUrl: site.siteUrl,
          path: review.path,
          author: review.humanName,
          authorTitle: review.position,
          body: review.text,
          inLanguage: locale,
          itemName: site.agencyName,
          ratingValue: review.rating,
          datePublished: review.date,
          dateModified: review.updated,
        }),
      ]}
    />
  );
});

/** The review itself, as its page and the review card of a section (ClutchReview) both show it. */
export const fragment = graphql`
  fragment ReviewRecordFields on BlogReviewJson {
    path
    title
    text
    humanName
    position
    rating
    date
    pdf {
      src
      name
    }
  }
`;

export const query = graphql`
  query BlogReviewPage($id: String!) {
    blogReviewJson(id: { eq: $id }) {
      ...PageHeadFields
      ...ReviewRecordFields
      updated
      image {
        childImageSharp {
          gatsbyImageData(width: 160, height: 160, layout: FIXED, formats: [AUTO, WEBP])
        }
      }
    }
  }
`;
