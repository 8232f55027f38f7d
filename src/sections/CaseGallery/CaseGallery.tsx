/** Case gallery: the product screens of the solution, each a figure with alt text and a visible caption. */
import { graphql } from 'gatsby';
import { Picture } from '../../components/Picture';
import type { SectionProps } from '../types';
import { HeadedSection } from '../HeadedSection';
import * as styles from './CaseGallery.module.scss';

export function CaseGallery({ section, index }: SectionProps<'CaseGallerySection'>) {
  const { kicker, heading, text, screens } = section.caseGalleryProps;
  return (
    <HeadedSection name="CaseGallery" index={index} className={styles.gallery} kicker={kicker} heading={heading} classes={styles}>
      {text ? <p className={styles.text}>{text}</p> : null}
      <ul className={styles.screens}>
        {screens.map((screen) => (
          <li key={screen.caption}>
            <figure className={styles.figure}>
              <Picture image={screen.image.childImageSharp?.gatsbyImageData} alt={screen.alt} className={styles.picture} />
              <figcaption className={styles.caption}>{screen.caption}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}

export const fragment = graphql`
  fragment CaseGallerySectionFields on CaseGallerySection {
    caseGalleryProps {
      kicker
      ...SectionIntroFields
      screens {
        alt
        caption
        image {
          childImageSharp {
            gatsbyImageData(
              width: 800
              layout: CONSTRAINED
              formats: [JPG, WEBP, AVIF]
              breakpoints: [375, 600, 800]
              sizes: "(min-width: 1240px) 600px, (min-width: 768px) 50vw, calc(100vw - 32px)"
              placeholder: DOMINANT_COLOR
            )
          }
        }
      }
    }
  }
`;
