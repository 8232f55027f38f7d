/**
 * Fallen tags: labels that drop into a pile when the section scrolls into view. The server HTML (and reduced motion)
 * shows the pile at rest; only after hydration is the animated pile loaded, which lifts the tags (a transform, never
 * opacity) so they can fall.
 */
import { useEffect, useState, type ComponentType } from 'react';
import { graphql } from 'gatsby';
import { pileTilt } from '../../lib/pile';
import { Picture } from '../../components/Picture';
import type { SectionProps } from '../types';
import * as styles from './FallenTags.module.scss';
import { prefersReducedMotion } from '../../lib/motion';
import { sectionHeadingId } from '../sectionHeadingId';

type Pile = ComponentType<{ tags: readonly string[] }>;

/** Loads the animated pile after hydration unless the visitor prefers reduced motion. */
function useAnimatedPile(): Pile | null {
  const [Pile, setPile] = useState<Pile | null>(null);
  useEffect(() => {
    if (prefersReducedMotion()) return;
    let active = true;
    import('./FallenTagsPile').then((module) => {
      if (active) setPile(() => module.default);
    });
    return () => {
      active = false;
    };
  }, []);
  return Pile;
}

export function FallenTags({ section, index }: SectionProps<'FallenTagsSection'>) {
  const { title, text, description, subtitle, headerSubtitle, image, className, transparent, tags } = section.fallenTagsProps;
  const AnimatedPile = useAnimatedPile();
  const Heading = index === 0 ? 'h1' : 'h2';
  const headingId = sectionHeadingId(index);
  const classes = [styles.section, transparent ? styles.transparent : styles.panel, className].filter(Boolean).join(' ');
  return (
    <section className={classes} aria-labelledby={headingId} data-section="FallenTags">
      <div className={styles.inner}>
        <div className={styles.copy}>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
          <Heading id={headingId} className={styles.heading}>
            {title}
          </Heading>
          {headerSubtitle ? <p className={styles.headerSubtitle}>{headerSubtitle}</p> : null}
          {text ? <p className={styles.text}>{text}</p> : null}
          {description ? <p className={styles.text}>{description}</p> : null}
          {image ? <Picture image={image.childImageSharp?.gatsbyImageData} alt="" className={styles.image} /> : null}
        </div>
        {AnimatedPile ? (
          <AnimatedPile tags={tags} />
        ) : (
          <ul className={styles.pile}>
            {tags.map((tag, i) => (
              <li key={i} className={styles.tag} style={{ transform: `rotate(${pileTilt(i)}deg)` }}>
                {tag}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

export const fragment = graphql`
  fragment FallenTagsSectionFields on FallenTagsSection {
    fallenTagsProps {
      title
      text
      description
      subtitle
      headerSubtitle
      image {
        childImageSharp {
          gatsbyImageData(width: 480, formats: [AUTO, WEBP])
        }
      }
      className
      transparent
      tags
    }
  }
`;
