/** Review-platform review page: /blog/review/<slug>/ — headline, the review, the reviewer, rating and an optional PDF. */
import { graphql, Link, type HeadProps, type PageProps } from 'gatsby';
import { PageHead, seoOf } from '../components/PageHead';
import { Breadcrumbs } from '../components/Breadcrumbs/Breadcrumbs';
import { useListingLabels } from '../components/Breadcrumbs/useListingLabels';
import { crumbsFor } from '../lib/breadcrumbs';
import { JsonLd } from '../components/JsonLd';
import { reviewJsonLd } from '../lib/structuredData';
import { useSiteSettings } from '../components/useSiteSettings';
import { Picture } from '../components/Picture';
import * as styles from './blog.module.scss';
import { fill } from '../lib/fill';
import { formatDate } from '../lib/dates';

type Data = Queries.BlogReviewPageQuery;

export default function BlogReviewTemplate({ data }: PageProps<Data>) {
  const review = data.blogReviewJson;
  const { blog: copy, layout } = useSiteSettings().copy;
  const labels = useListingLabels();
  if (!review) return null;
  const stars = Math.round(review.rating);
  return (
    <>
      <article className={styles.article}>
        <Breadcrumbs crumbs={crumbsFor({ label: review.title, path: review.path }, labels)} />
        <p className={styles.kicker}>{copy.reviewKicker}</p>
        <h1>{review.title}</h1>
        <p className={styles.rating}>
          <span aria-hidden="true" className={styles.stars}>
            {'★'.repeat(stars)}
            {'☆'.repeat(5 - stars)}
          </span>{' '}
          {fill(layout.rating, { rating: review.rating })}
        </p>
        <blockquote className={styles.quote}>
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
            <time dateTime={review.date}>{formatDate(review.date)}</time>
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
          <Link to="/cases/">{copy.reviewCases}</Link>
        </p>
      </article>
    </>
  );
}

export function Head({ data }: HeadProps<Data>) {
  const review = data.blogReviewJson;
  const site = useSiteSettings();
  const labels = useListingLabels();
  if (!review) return null;
  return (
    <PageHead {...seoOf(review)} crumbs={crumbsFor({ label: review.title, path: review.path }, labels)}>
      <JsonLd
        data={reviewJsonLd({
          siteUrl: site.siteUrl,
          path: review.path,
          author: review.humanName,
          authorTitle: review.position,
          body: review.text,
          itemName: site.agencyName,
          ratingValue: review.rating,
        })}
      />
    </PageHead>
  );
}

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
      metadata {
        ...PageMetadataFields
      }
      ...ReviewRecordFields
      image {
        childImageSharp {
          gatsbyImageData(width: 160, height: 160, layout: FIXED, formats: [AUTO, WEBP])
        }
      }
    }
  }
`;
