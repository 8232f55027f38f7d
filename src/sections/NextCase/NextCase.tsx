/** "Next case" link at the end of a case page: the next case's title and preview, so a reader keeps going. */
import { Link, graphql } from 'gatsby';
import { Picture } from '../../components/Picture';
import type { SectionProps } from '../types';
import { HeadedSection } from '../HeadedSection';
import * as styles from './NextCase.module.scss';

export function NextCase({ section, index }: SectionProps<'NextCaseSection'>) {
  const { label, case: next } = section.nextCaseProps;
  return (
    <HeadedSection as="nav" name="NextCase" index={index} className={styles.next} heading={label} classes={{ heading: styles.label }}>
      <Link to={next.path} className={styles.link}>
        <Picture
          image={next.metadata.previewImage.childImageSharp?.gatsbyImageData}
          alt=""
          className={styles.picture}
          sizes="(min-width: 768px) 300px, 100vw"
        />
        <span className={styles.title}>{next.hero.title}</span>
      </Link>
    </HeadedSection>
  );
}

export const fragment = graphql`
  fragment NextCaseSectionFields on NextCaseSection {
    nextCaseProps {
      label
      case {
        path
        hero {
          title
        }
        metadata {
          previewImage {
            childImageSharp {
              gatsbyImageData(width: 300, height: 200, formats: [JPG, WEBP])
            }
          }
        }
      }
    }
  }
`;
