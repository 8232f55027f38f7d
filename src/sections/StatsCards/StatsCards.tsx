/** Stats cards section: marketing figures with what they measure; a card about a case shows that case's recorded result. */
import { graphql } from 'gatsby';
import { resultById } from '../../lib/caseResults';
import type { SectionProps } from '../types';
import * as styles from './StatsCards.module.scss';
import { HeadedSection } from '../HeadedSection';
import { TextCard } from '../TextCard';
import { useSiteFigures } from '../../components/useSiteSettings';
import { fill } from '../../lib/fill';

type Card = SectionProps<'StatsCardsSection'>['section']['statsCardsProps']['cards'][number];

export function StatsCards({ section, index }: SectionProps<'StatsCardsSection'>) {
  const { heading, cards } = section.statsCardsProps;
  return (
    <HeadedSection name="StatsCards" index={index} className={styles.stats} heading={heading}>
      <ul className={styles.grid}>
        {cards.map((card, i) => (
          <StatCard key={i} card={card} />
        ))}
      </ul>
    </HeadedSection>
  );
}

/** One figure: a card about a case quotes that case's recorded value and meaning in place of its own title and subtitle. */
function StatCard({ card }: { card: Card }) {
  const quoted = card.result ? resultById(card.result.case.results, card.result.result) : undefined;
  const figures = useSiteFigures();
  return (
    <TextCard
      className={styles.card}
      style={card.bgColor ? { backgroundColor: card.bgColor } : undefined}
      classes={{ title: styles.subtitle, text: styles.text }}
      lead={<p className={styles.figure}>{quoted?.value ?? (card.title && fill(card.title, figures))}</p>}
      title={quoted?.meaning ?? (card.subtitle && fill(card.subtitle, figures))}
      text={fill(card.text, figures)}
    />
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
