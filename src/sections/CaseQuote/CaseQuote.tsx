/** Case quote: the client's testimonial (a shared record, by id) shown large on the case it comes from. */
import { graphql } from 'gatsby';
import { Picture } from '../../components/Picture';
import type { SectionProps } from '../types';
import { HeadedSection } from '../HeadedSection';
import * as styles from './CaseQuote.module.scss';

export function CaseQuote({ section, index }: SectionProps<'CaseQuoteSection'>) {
  const { heading, testimonial } = section.caseQuoteProps;
  return (
    <HeadedSection name="CaseQuote" index={index} className={styles.quote} heading={heading} headingClassName={styles.heading}>
      <figure className={styles.figure}>
        <blockquote className={styles.text}>
          <p>{testimonial.text}</p>
        </blockquote>
        <figcaption className={styles.person}>
          <span className={styles.portrait} style={testimonial.image.backgroundColor ? { backgroundColor: testimonial.image.backgroundColor } : undefined}>
            <Picture image={testimonial.image.src.childImageSharp?.gatsbyImageData} alt={testimonial.image.alt} sizes="72px" />
          </span>
          <span>
            <span className={styles.name}>{testimonial.name}</span>
            <span className={styles.position}>{testimonial.position}</span>
          </span>
        </figcaption>
      </figure>
    </HeadedSection>
  );
}

export const fragment = graphql`
  fragment CaseQuoteSectionFields on CaseQuoteSection {
    caseQuoteProps {
      heading
      testimonial {
        name
        position
        text
        image {
          alt
          backgroundColor
          src {
            childImageSharp { gatsbyImageData(width: 72, height: 72, formats: [AUTO, WEBP]) }
          }
        }
      }
    }
  }
`;
