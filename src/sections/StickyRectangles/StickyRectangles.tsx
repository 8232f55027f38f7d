/** Sticky rectangles: coloured statement cards that stack on scroll (pure CSS sticky), text colour kept at AA contrast. */
import type React from 'react';
import { graphql } from 'gatsby';
import { textColorFor } from '../../lib/contrast';
import type { SectionProps } from '../types';
import * as styles from './StickyRectangles.module.scss';
import { HeadedSection } from '../HeadedSection';

export function StickyRectangles({ section, index }: SectionProps<'StickyRectanglesSection'>) {
  const { heading, items } = section.stickyRectanglesProps;
  return (
    <HeadedSection name="StickyRectangles" index={index} className={styles.section} classes={styles} heading={heading}>
      <ol className={styles.stack}>
        {items.map((item, i) => {
          const style = {
            '--stack-index': i,
            '--tilt': `${item.itemStyles?.rotate ?? 0}deg`,
            backgroundColor: item.bgColor,
            color: textColorFor(item.bgColor, item.itemStyles?.textColor),
          } as React.CSSProperties;
          return (
            <li key={i} className={styles.card} style={style}>
              {item.title ? <h3 className={styles.title}>{item.title}</h3> : null}
              <p className={styles.text}>{item.text}</p>
            </li>
          );
        })}
      </ol>
    </HeadedSection>
  );
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
