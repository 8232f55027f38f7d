/** Tiles: the activities a service includes, as a grid of short titled tiles. */
import { graphql } from 'gatsby';
import type { SectionProps } from '../types';
import * as styles from './Tiles.module.scss';
import { HeadedSection } from '../HeadedSection';

export function Tiles({ section, index }: SectionProps<'TilesSection'>) {
  const { heading, text, tiles } = section.tilesProps;
  return (
    <HeadedSection name="Tiles" index={index} className={styles.section} classes={styles} heading={heading} intro={text}>
      <ul className={styles.grid}>
        {tiles.map((tile, i) => (
          <li key={i} className={styles.tile}>
            <h3 className={styles.title}>{tile.title}</h3>
            {tile.text ? <p className={styles.text}>{tile.text}</p> : null}
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}

export const fragment = graphql`
  fragment TilesSectionFields on TilesSection {
    tilesProps {
      heading
      text
      tiles {
        title
        text
      }
    }
  }
`;
