/** Review-platform review card: the shared review record with score, reviewer, a link to its page and the optional PDF. */
import { Link, graphql } from 'gatsby';
import { Picture } from '../../components/Picture';
import { Rating } from '../../components/Rating';
import type { SectionProps } from '../types';
import * as styles from './ClutchReview.module.scss';
import { SectionHeading, SectionLandmark } from '../SectionLandmark';
import { useCopy } from '../../components/useSiteSettings';
import { useLocale } from '../../components/usePageLanguage';
import { useQuoteLanguage } from '../../components/useQuoteLanguage';
import { fill } from '../../lib/fill';
import { formatDate } from '../../lib/dates';

export function ClutchReview({ section, index }: SectionProps<'ClutchReviewSection'>) {
  const { sections: copy, layout } = useCopy();
  const locale = useLocale();
  const quoteLanguage = useQuoteLanguage();
  const { heading, review } = section.clutchReviewProps;
  const titleId = `section-${index}-review`;
  return (
    <SectionLandmark name="ClutchReview" index={index} className={styles.clutchReview}>
      <SectionHeading index={index} className={styles.heading}>
        {heading ?? copy.clutchHeading}
      </SectionHeading>
      <article className={styles.card} aria-labelledby={titleId}>
        <div className={styles.top}>
          <Rating rating={review.rating} label={layout.rating} />
          <time className={styles.date} dateTime={review.date}>
            {formatDate(review.date, locale)}
          </time>
        </div>
        <h3 id={titleId} className={styles.title}>
          {review.title}
        </h3>
        <blockquote className={styles.text} lang={quoteLanguage}>
          <p>{review.text}</p>
        </blockquote>
        <div className={styles.person}>
          <Picture image={review.image.childImageSharp?.gatsbyImageData} alt="" className={styles.portrait} sizes="56px" />
          <p className={styles.who}>
            <span className={styles.name}>{review.humanName}</span>
            <span className={styles.position}>{review.position}</span>
          </p>
        </div>
        <div className={styles.actions}>
          <Link to={review.path} className={styles.link}>
            {copy.readReview}
            <span className="visually-hidden"> {fill(copy.byReviewer, { name: review.humanName })}</span>
          </Link>
          {review.pdf ? (
            <a href={review.pdf.src} download={review.pdf.name} className={styles.pdf}>
              {copy.reviewPdf}
            </a>
          ) : null}
        </div>
      </article>
    </SectionLandmark>
  );
}

export const fragment = graphql`
  fragment ClutchReviewSectionFields on ClutchReviewSection {
    clutchReviewProps {
      heading
      review {
        ...ReviewRecordFields
        image {
          childImageSharp {
            gatsbyImageData(width: 112, height: 112, formats: [AUTO, WEBP], placeholder: NONE)
          }
        }
      }
    }
  }
`;
