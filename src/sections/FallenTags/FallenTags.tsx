/**
 * Fallen tags: labels that drop into a pile when the section scrolls into view. The server HTML (and reduced motion)
 * shows the pile at rest; the animated pile (framer-motion, ~30 kB gzipped) loads only once the visitor scrolls with
 * the pile near the viewport, then lifts the tags (a transform, never opacity) so they can fall.
 */
import { useEffect, useRef, useState, type ComponentType, type RefObject } from 'react';
import { graphql } from 'gatsby';
import { pileTilt } from '../../lib/pile';
import { Picture } from '../../components/Picture';
import type { SectionProps } from '../types';
import * as styles from './FallenTags.module.scss';
import { SectionHeading, SectionLandmark } from '../SectionLandmark';
import { prefersReducedMotion } from '../../lib/motion';

type Pile = ComponentType<{ tags: readonly string[] }>;

/** How close below the viewport the resting pile must come before the animated one loads (a quarter screen ahead). */
const PILE_MARGIN = '0px 0px 25% 0px';

/**
 * Loads the animated pile once the visitor has scrolled and the resting pile is near the viewport (unless they prefer
 * reduced motion). A pile already on the first screen keeps resting until the first scroll, so opening the page never
 * downloads framer-motion.
 */
function useAnimatedPile(restingPile: RefObject<HTMLElement>): Pile | null {
  const [Pile, setPile] = useState<Pile | null>(null);
  useEffect(() => {
    const pile = restingPile.current;
    if (prefersReducedMotion() || !pile) return;
    let active = true;
    let near = false;
    let scrolled = window.scrollY > 0;
    const stop = () => {
      observer?.disconnect();
      window.removeEventListener('scroll', onScroll);
    };
    const load = () => {
      stop();
      void import('./FallenTagsPile').then((module) => {
        if (active) setPile(() => module.default);
      });
    };
    const loadWhenReady = () => near && scrolled && load();
    const onScroll = () => {
      scrolled = true;
      loadWhenReady();
    };
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver(
            (entries) => {
              near = entries.some((entry) => entry.isIntersecting);
              loadWhenReady();
            },
            { rootMargin: PILE_MARGIN },
          );
    if (!observer) return load();
    observer.observe(pile);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      active = false;
      stop();
    };
  }, [restingPile]);
  return Pile;
}

export function FallenTags({ section, index }: SectionProps<'FallenTagsSection'>) {
  const { title, text, description, subtitle, headerSubtitle, image, className, transparent, tags } = section.fallenTagsProps;
  const restingPile = useRef<HTMLUListElement>(null);
  const AnimatedPile = useAnimatedPile(restingPile);
  const classes = [styles.section, transparent ? styles.transparent : styles.panel, className].filter(Boolean).join(' ');
  return (
    <SectionLandmark name="FallenTags" index={index} className={classes}>
      <div className={styles.inner}>
        <div className={styles.copy}>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
          <SectionHeading index={index} className={styles.heading}>
            {title}
          </SectionHeading>
          {headerSubtitle ? <p className={styles.headerSubtitle}>{headerSubtitle}</p> : null}
          {text ? <p className={styles.text}>{text}</p> : null}
          {description ? <p className={styles.text}>{description}</p> : null}
          {image ? <Picture image={image.childImageSharp?.gatsbyImageData} alt="" className={styles.image} /> : null}
        </div>
        {AnimatedPile ? (
          // eslint-disable-next-line react-hooks/static-components -- the component is loaded once with import() and kept in state, not created during render
          <AnimatedPile tags={tags} />
        ) : (
          <ul ref={restingPile} className={styles.pile}>
            {tags.map((tag, i) => (
              <li key={i} className={styles.tag} style={{ transform: `rotate(${pileTilt(i)}deg)` }}>
                {tag}
              </li>
            ))}
          </ul>
        )}
      </div>
    </SectionLandmark>
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
