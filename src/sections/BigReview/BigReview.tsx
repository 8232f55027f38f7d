/** Big review: a client's long quote with portrait and role, plus the review-platform score linking to the full review. */
import { Link, graphql } from 'gatsby';
import { Picture } from '../../components/Picture';
import { Rating } from '../../components/Rating';
import type { SectionProps } from '../types';
import * as styles from './BigReview.module.scss';
import { HeadedSection } from '../HeadedSection';
import { useCopy } from '../../components/useSiteSettings';
import { useQuoteLanguage } from '../../components/useQuoteLanguage';
import { fill } from '../../lib/fill';

export function BigReview({ section, index }: SectionProps<'BigReviewSection'>) {
  const { sections: copy, layout } = useCopy();
  const { texts, image, personName, nameAndPosition, hideClutchBlock, review } = section.bigReviewProps;
  const quoteLanguage = useQuoteLanguage();
  return (
    <HeadedSection
      name="BigReview"
      index={index}
      className={styles.bigReview}
      classes={{ heading: 'visually-hidden' }}
      heading={fill(copy.bigReviewHeading, { name: personName })}
    >
      <figure className={styles.figure}>
        <blockquote className={styles.quote} lang={quoteLanguage}>
          {texts.map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
        </blockquote>
        <figcaption className={styles.person}>
          <Picture image={image.childImageSharp?.gatsbyImageData} alt="" className={styles.portrait} eager={index === 0} />
          <span className={styles.who}>
            <span className={styles.name}>{personName}</span>
            <span className={styles.position}>{nameAndPosition}</span>
          </span>
        </figcaption>
      </figure>
      {!hideClutchBlock && review ? (
        <aside className={styles.platform} aria-label={copy.independentReview}>
          <p className={styles.platformLabel}>{copy.verifiedReview}</p>
          <Rating rating={review.rating} label={layout.rating} />
          <p className={styles.reviewer}>
            {review.humanName}, {review.position}
          </p>
          <Link to={review.path} className={styles.platformLink}>
            {copy.readReview}
            <span className="visually-hidden"> {fill(copy.byReviewer, { name: review.humanName })}</span>
          </Link>
        </aside>
      ) : null}
    </HeadedSection>
  );
}

export const fragment = graphql`
  fragment BigReviewSectionFields on BigReviewSection {
    bigReviewProps {
      texts
      image {
        childImageSharp {
          gatsbyImageData(width: 160, height: 160, formats: [AUTO, WEBP], placeholder: NONE)
        }
      }
      personName
      nameAndPosition
      hideClutchBlock
      review {
        path
        humanName
        position
        rating
      }
    }
  }
`;
