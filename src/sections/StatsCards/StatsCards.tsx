/** Stats cards section: marketing figures with what they measure; a card about a case shows that case's recorded result. */
import { graphql } from 'gatsby';
import { resultById } from '../../lib/caseResults';
import type { SectionProps } from '../types';
import * as styles from './StatsCards.module.scss';
import { sectionHeadingId } from '../sectionHeadingId';

export function StatsCards({ section, index }: SectionProps<'StatsCardsSection'>) {
  const { heading, cards } = section.statsCardsProps;
  const headingId = sectionHeadingId(index);
  return (
    <section data-section="StatsCards" className={styles.stats} aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <ul className={styles.grid}>
        {cards.map((card, i) => {
          const quoted = card.result ? resultById(card.result.case.results, card.result.result) : undefined;
          return (
            <li key={i} className={styles.card} style={card.bgColor ? { backgroundColor: card.bgColor } : undefined}>
              <p className={styles.figure}>{quoted?.value ?? card.title}</p>
              <h3 className={styles.subtitle}>{quoted?.meaning ?? card.subtitle}</h3>
              <p className={styles.text}>{card.text}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export const fragment = graphql`
  fragment StatsCardsSectionFields on StatsCardsSection {
    statsCardsProps {
      heading
      cards {
        title
        subtitle
        result {
          result
          case {
            results {
              id
              value
              meaning
            }
          }
        }
        text
        bgColor
      }
    }
  }
`;
