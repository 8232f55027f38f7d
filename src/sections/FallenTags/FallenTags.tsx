/**
 * Fallen tags: labels that drop into a pile when the section scrolls into view. The server HTML (and reduced motion)
 * shows the pile at rest; only after hydration are the tags lifted (a transform, never opacity) so they can fall.
 */
import { useEffect, useState } from 'react';
import { graphql } from 'gatsby';
import { m, useReducedMotion, type Variants } from 'framer-motion';
import { springDefaults } from '../../lib/motion';
import { fallHeight, fallStagger, pileTilt } from '../../lib/pile';
import { Picture } from '../../components/Picture';
import type { SectionProps } from '../types';
import * as styles from './FallenTags.module.scss';

const tagVariants: Variants = {
  rest: (i: number) => ({ y: 0, rotate: pileTilt(i), transition: { ...springDefaults, delay: springDefaults.delay + fallStagger(i) } }),
  lifted: (i: number) => ({ y: -fallHeight(i), rotate: 0, transition: { duration: 0 } }),
};

export function FallenTags({ section, index }: SectionProps<'FallenTagsSection'>) {
  const { title, text, description, subtitle, headerSubtitle, image, className, transparent, tags } = section.fallenTagsProps;
  const reduced = useReducedMotion();
  const [armed, setArmed] = useState(false);
  useEffect(() => setArmed(!reduced), [reduced]);
  const Heading = index === 0 ? 'h1' : 'h2';
  const headingId = `section-${index}-title`;
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
        <m.ul
          className={styles.pile}
          initial={false}
          animate={armed ? 'lifted' : 'rest'}
          whileInView="rest"
          viewport={{ once: true, amount: 0.35 }}
        >
          {tags.map((tag, i) => (
            <m.li key={i} className={styles.tag} custom={i} variants={tagVariants}>
              {tag}
            </m.li>
          ))}
        </m.ul>
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
