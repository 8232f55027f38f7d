/** Tiles: the activities a service includes, as a grid of short titled tiles. */
import { graphql } from 'gatsby';
import type { SectionProps } from '../types';
import * as styles from './Tiles.module.scss';
import { HeadedSection } from '../HeadedSection';
import { TextCard } from '../TextCard';

export function Tiles({ section, index }: SectionProps<'TilesSection'>) {
  const { heading, text, tiles } = section.tilesProps;
  return (
    <HeadedSection name="Tiles" index={index} className={styles.section} classes={styles} heading={heading} intro={text}>
      <ul className={styles.grid}>
        {tiles.map((tile, i) => (
          <TextCard key={i} className={styles.tile} classes={styles} title={tile.title} text={tile.text} />
        ))}
      </ul>
    </HeadedSection>
  );
}

export const fragment = graphql`
  fragment TilesSectionFields on TilesSection {
    tilesProps {
      ...SectionIntroFields
      tiles {
        title
        text
      }
    }
  }
`;
