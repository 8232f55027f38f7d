/** Card grid: icon, title, text and value per card; cards marked hidden are not rendered at all. */
import { graphql } from 'gatsby';
import { Picture } from '../../components/Picture';
import { IconSvg } from '../../components/Icon';
import { cardIcons, type CardIconName } from '../../lib/cardIcons';
import type { SectionProps } from '../types';
import * as styles from './CardGrid.module.scss';
import { HeadedSection } from '../HeadedSection';

export function CardGrid({ section, index }: SectionProps<'CardGridSection'>) {
  const { heading, text, cards } = section.cardGridProps;
  const visible = cards.filter((card) => !card.hidden);
  return (
    <HeadedSection name="CardGrid" index={index} className={styles.section} classes={styles} heading={heading} intro={text}>
      <ul className={styles.grid}>
        {visible.map((card, i) => (
          <li key={i} className={styles.card}>
            {card.symbol && card.symbol in cardIcons ? (
              <span className={styles.symbol}>
                <IconSvg paths={cardIcons[card.symbol as CardIconName]} size={24} />
              </span>
            ) : card.icon ? (
              <Picture image={card.icon.childImageSharp?.gatsbyImageData} alt="" className={styles.icon} />
            ) : null}
            <h3 className={styles.title}>{card.title}</h3>
            <p className={styles.text}>{card.text}</p>
            {card.value ? <p className={styles.value}>{card.value}</p> : null}
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}

export const fragment = graphql`
  fragment CardGridSectionFields on CardGridSection {
    cardGridProps {
      heading
      text
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
