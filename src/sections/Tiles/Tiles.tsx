/** Tiles: the activities a service includes, as a grid of short titled tiles. */
import { graphql } from 'gatsby';
import type { SectionProps } from '../types';
import * as styles from './Tiles.module.scss';
import { sectionHeadingId } from '../sectionHeadingId';

export function Tiles({ section, index }: SectionProps<'TilesSection'>) {
  const { heading, text, tiles } = section.tilesProps;
  const Heading = index === 0 ? 'h1' : 'h2';
  const headingId = sectionHeadingId(index);
  return (
    <section className={styles.section} aria-labelledby={headingId} data-section="Tiles">
      <Heading id={headingId} className={styles.heading}>
        {heading}
      </Heading>
      {text ? <p className={styles.intro}>{text}</p> : null}
      <ul className={styles.grid}>
        {tiles.map((tile, i) => (
          <li key={i} className={styles.tile}>
            <h3 className={styles.title}>{tile.title}</h3>
            {tile.text ? <p className={styles.text}>{tile.text}</p> : null}
          </li>
        ))}
      </ul>
    </section>
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
