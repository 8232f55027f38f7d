/** Card grid: icon, title, text and value per card; cards marked hidden are not rendered at all. */
import { graphql } from 'gatsby';
import { Picture } from '../../components/Picture';
import { IconSvg } from '../../components/Icon';
import { cardIcons, type CardIconName } from '../../lib/cardIcons';
import type { SectionProps } from '../types';
import * as styles from './CardGrid.module.scss';
import { HeadedSection } from '../HeadedSection';
import { TextCard } from '../TextCard';

type Card = SectionProps<'CardGridSection'>['section']['cardGridProps']['cards'][number];

export function CardGrid({ section, index }: SectionProps<'CardGridSection'>) {
  const { heading, text, cards } = section.cardGridProps;
  const visible = cards.filter((card) => !card.hidden);
  return (
    <HeadedSection name="CardGrid" index={index} className={styles.section} classes={styles} heading={heading} intro={text}>
      <ul className={styles.grid}>
        {visible.map((card, i) => (
          <TextCard key={i} className={styles.card} classes={styles} lead={<CardIcon card={card} />} title={card.title} text={card.text}>
            {card.value ? <p className={styles.value}>{card.value}</p> : null}
          </TextCard>
        ))}
      </ul>
    </HeadedSection>
  );
}

/** A line icon from the site set when the card names one, else its image icon, else nothing. */
function CardIcon({ card }: { card: Card }) {
  if (card.symbol && card.symbol in cardIcons)
    return (
      <span className={styles.symbol}>
        <IconSvg paths={cardIcons[card.symbol as CardIconName]} size={24} />
      </span>
    );
  return card.icon ? <Picture image={card.icon.childImageSharp?.gatsbyImageData} alt="" className={styles.icon} /> : null;
}

export const fragment = graphql`
  fragment CardGridSectionFields on CardGridSection {
    cardGridProps {
      ...SectionIntroFields
      cards {
        icon {
          childImageSharp {
            gatsbyImageData(width: 48, height: 48, formats: [AUTO, WEBP], placeholder: NONE)
          }
        }
        symbol
        title
        text
        value
        hidden
      }
    }
  }
`;
