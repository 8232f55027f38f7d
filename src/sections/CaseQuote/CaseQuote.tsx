/** Case quote: the client's testimonial (a shared record, by id) shown large on the case it comes from. */
import { graphql } from 'gatsby';
import type { SectionProps } from '../types';
import { HeadedSection } from '../HeadedSection';
import { TestimonialByline } from '../../components/TestimonialByline';
import { useQuoteLanguage } from '../../components/useQuoteLanguage';
import * as styles from './CaseQuote.module.scss';

export function CaseQuote({ section, index }: SectionProps<'CaseQuoteSection'>) {
  const { heading, testimonial } = section.caseQuoteProps;
  const quoteLanguage = useQuoteLanguage();
  return (
    <HeadedSection name="CaseQuote" index={index} className={styles.quote} heading={heading} classes={styles}>
      <figure className={styles.figure}>
        <blockquote className={styles.text} lang={quoteLanguage}>
          <p>{testimonial.text}</p>
        </blockquote>
        <TestimonialByline person={testimonial} sizes="72px" classes={styles} />
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
            childImageSharp {
              gatsbyImageData(width: 72, height: 72, formats: [AUTO, WEBP])
            }
          }
        }
      }
    }
  }
`;
