/** Case chapter: one part of a case story (client and context, challenge, approach) with its optional numbered steps. */
import { graphql } from 'gatsby';
import type { SectionProps } from '../types';
import { HeadedSection } from '../HeadedSection';
import * as styles from './CaseChapter.module.scss';

export function CaseChapter({ section, index }: SectionProps<'CaseChapterSection'>) {
  const { kicker, heading, paragraphs, steps } = section.caseChapterProps;
  return (
    <HeadedSection name="CaseChapter" index={index} className={styles.chapter} kicker={kicker} heading={heading} classes={styles}>
      {paragraphs.map((paragraph) => (
        <p key={paragraph} className={styles.paragraph}>
          {paragraph}
        </p>
      ))}
      {steps && steps.length > 0 ? (
        <ol className={styles.steps}>
          {steps.map((step) => (
            <li key={step.title} className={styles.step}>
              <h3 className={styles.stepTitle}>{step.title}</h3>
              <p className={styles.stepText}>{step.text}</p>
            </li>
          ))}
        </ol>
      ) : null}
    </HeadedSection>
  );
}

export const fragment = graphql`
  fragment CaseChapterSectionFields on CaseChapterSection {
    caseChapterProps {
      kicker
      heading
      paragraphs
      steps {
        title
        text
      }
    }
  }
`;
