/** Case results: the figures the case records (value and meaning), read from the case itself so no page owns a copy. */
import { graphql } from 'gatsby';
import { pickResults } from '../../lib/caseResults';
import type { SectionProps } from '../types';
import { HeadedSection } from '../HeadedSection';
import * as styles from './CaseResults.module.scss';

export function CaseResults({ section, index }: SectionProps<'CaseResultsSection'>) {
  const { heading, case: item, results } = section.caseResultsProps;
  return (
    <HeadedSection name="CaseResults" index={index} className={styles.results} heading={heading} classes={styles}>
      <ul className={styles.grid}>
        {pickResults(item.results, results).map((result) => (
          <li key={result.id} className={styles.card} data-result={result.id}>
            <p className={styles.value}>{result.value}</p>
            <p className={styles.meaning}>{result.meaning}</p>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}

export const fragment = graphql`
  fragment CaseResultsSectionFields on CaseResultsSection {
    caseResultsProps {
      heading
      results
      case {
        results {
          id
          value
          meaning
        }
      }
    }
  }
`;
