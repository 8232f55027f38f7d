/** Sticky rectangles: coloured statement cards that stack on scroll (pure CSS sticky), text colour kept at AA contrast. */
import type React from 'react';
import { graphql } from 'gatsby';
import { textColorFor } from './contrast';
import type { SectionProps } from '../types';
import * as styles from './StickyRectangles.module.scss';
import { HeadedSection } from '../HeadedSection';
import { TextCard } from '../TextCard';

type Item = SectionProps<'StickyRectanglesSection'>['section']['stickyRectanglesProps']['items'][number];

export function StickyRectangles({ section, index }: SectionProps<'StickyRectanglesSection'>) {
  const { heading, items } = section.stickyRectanglesProps;
  return (
    <HeadedSection name="StickyRectangles" index={index} className={styles.section} classes={styles} heading={heading}>
      <ol className={styles.stack}>
        {items.map((item, i) => (
          <Rectangle key={i} item={item} position={i} />
        ))}
      </ol>
    </HeadedSection>
  );
}

/** One card of the stack: its place in the stack and tilt as CSS variables, its colour with a text colour that keeps AA contrast. */
function Rectangle({ item, position }: { item: Item; position: number }) {
  const style = {
    '--stack-index': position,
    '--tilt': `${item.itemStyles?.rotate ?? 0}deg`,
    backgroundColor: item.bgColor,
    color: textColorFor(item.bgColor, item.itemStyles?.textColor),
  } as React.CSSProperties;
  return <TextCard className={styles.card} style={style} classes={styles} title={item.title} text={item.text} />;
}

export const fragment = graphql`
  fragment StickyRectanglesSectionFields on StickyRectanglesSection {
    stickyRectanglesProps {
      heading
      items {
        title
        text
        bgColor
        itemStyles {
          textColor
          rotate
        }
      }
    }
  }
`;
