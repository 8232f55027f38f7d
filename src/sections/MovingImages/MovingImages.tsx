/**
 * Moving images: heading, text, the person behind the work, and a CSS marquee of work images. The marquee pauses on
 * hover, on focus and with its button (WCAG 2.2.2), and does not move at all under prefers-reduced-motion.
 */
import { useState } from 'react';
import { graphql } from 'gatsby';
import { Picture } from '../../components/Picture';
import type { SectionProps } from '../types';
import * as styles from './MovingImages.module.scss';
import { SectionHeader, SectionLandmark } from '../SectionLandmark';
import { useCopy } from '../../components/useSiteSettings';

type Props = SectionProps<'MovingImagesSection'>['section']['movingImagesProps'];
type Item = Props['items'][number];

export function MovingImages({ section, index }: SectionProps<'MovingImagesSection'>) {
  const copy = useCopy().sections;
  const { title, text, person, items } = section.movingImagesProps;
  const [paused, setPaused] = useState(false);
  return (
    <SectionLandmark name="MovingImages" index={index} className={styles.section}>
      <SectionHeader index={index} heading={title} className={styles.intro} headingClassName={styles.heading}>
        <p className={styles.text}>{text}</p>
        {person ? <Person person={person} /> : null}
      </SectionHeader>
      <div className={`${styles.marquee} ${paused ? styles.paused : ''}`}>
        <button type="button" className={styles.toggle} aria-pressed={paused} onClick={() => setPaused((value) => !value)}>
          {paused ? copy.play : copy.pause}
        </button>
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region takes focus so keyboard users can scroll it (axe scrollable-region-focusable) */}
        <div className={styles.viewport} role="region" aria-label={copy.projectImages} tabIndex={0}>
          <div className={styles.track}>
            <ImageList items={items} />
            <ImageList items={items} duplicate />
          </div>
        </div>
      </div>
    </SectionLandmark>
  );
}

/** The person behind the work: portrait, name and position. */
function Person({ person }: { person: NonNullable<Props['person']> }) {
  return (
    <p className={styles.person}>
      <Picture image={person.image.childImageSharp?.gatsbyImageData} alt="" className={styles.portrait} sizes="56px" />
      <span>
        <span className={styles.name}>{person.name}</span>
        <span className={styles.position}>{person.position}</span>
      </span>
    </p>
  );
}

/** One copy of the images; the duplicate that closes the loop is hidden from assistive technology. */
function ImageList({ items, duplicate = false }: { items: readonly Item[]; duplicate?: boolean }) {
  return (
    <ul className={`${styles.list} ${duplicate ? styles.duplicate : ''}`} aria-hidden={duplicate || undefined}>
      {items.map((item) => (
        <li key={item.id} className={styles.item}>
          <Picture image={item.image.childImageSharp?.gatsbyImageData} alt={duplicate ? '' : item.alt} className={styles.image} />
        </li>
      ))}
    </ul>
  );
}

export const fragment = graphql`
  fragment MovingImagesSectionFields on MovingImagesSection {
    movingImagesProps {
      title
      text
      person {
        name
        position
        image {
          childImageSharp {
            gatsbyImageData(width: 64, height: 64, formats: [AUTO, WEBP])
          }
        }
      }
      items {
        id
        alt
        image {
          childImageSharp {
            gatsbyImageData(width: 360, height: 240, formats: [AUTO, WEBP])
          }
        }
      }
    }
  }
`;
