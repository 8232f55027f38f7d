/** Featured case teaser: a case's headline, then its company type, project type and results read from the case itself (never copied), over its image or looping video. */
import { Link, graphql } from 'gatsby';
import { Picture } from '../../components/Picture';
import { useInlineVideo } from '../../components/useInlineVideo';
import { LoopingVideo } from '../../components/LoopingVideo';
import { pickResults, resultById } from '../../lib/caseResults';
import type { SectionProps } from '../types';
import * as styles from './FeaturedCase.module.scss';
import { SectionHeading, SectionLandmark } from '../SectionLandmark';
import { useCopy } from '../../components/useSiteSettings';

type Props = Queries.FeaturedCaseSectionFieldsFragment['featuredCaseProps'];

export function FeaturedCase({ section, index }: SectionProps<'FeaturedCaseSection'>) {
  const copy = useCopy().sections;
  const props = section.featuredCaseProps;
  const { caseTitle, caseText, caseLinkText, caseInfoItems, stats, blackText, case: item } = props;
  const facts = caseInfoItems.map((info) => {
    const result = resultById(item.results, info.result);
    const value = info.field
      ? item.attributes[info.field as 'companyType' | 'projectType']
      : result
        ? `${result.value} ${result.meaning}`
        : '';
    return { label: info.label, value };
  });
  const figures = pickResults(item.results, stats);
  const previewOnly = !props.video && !props.bgImage;
  return (
    <SectionLandmark name="FeaturedCase" index={index} className={`${styles.featured} ${blackText ? styles.light : styles.dark}`}>
      <div className={`${styles.frame} ${previewOnly ? styles.previewFrame : ''}`}>
        <Media props={props} eager={index === 0} />
        <div className={styles.panel}>
          <p className={styles.eyebrow}>{copy.featuredCase}</p>
          <SectionHeading index={index} className={styles.title}>
            {caseTitle}
          </SectionHeading>
          <p className={styles.text}>{caseText}</p>
          <dl className={styles.info}>
            {facts.map((fact) => (
              <div key={fact.label} className={styles.infoItem}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
          {stats && figures.length > 0 ? (
            <ul className={styles.stats}>
              {figures.map((figure) => (
                <li key={figure.id} className={styles.stat}>
                  <span className={styles.figure}>{figure.value}</span> <span className={styles.statText}>{figure.meaning}</span>
                </li>
              ))}
            </ul>
          ) : null}
          <Link to={props.case.path} className={styles.link}>
            {caseLinkText}
            <span className="visually-hidden">: {props.case.hero.title}</span>
          </Link>
        </div>
      </div>
    </SectionLandmark>
  );
}

function Media({ props, eager }: { props: Props; eager: boolean }) {
  const videoRef = useInlineVideo();
  if (props.video) {
    return (
      <div className={styles.media}>
        <LoopingVideo ref={videoRef} className={styles.video} preload="none" poster={props.video.poster} sources={props.video} />
      </div>
    );
  }
  const background = props.bgImage?.childImageSharp?.gatsbyImageData;
  const image = background ?? props.case.metadata.previewImage?.childImageSharp?.gatsbyImageData;
  if (!image) return null;
  /** The background is atmosphere behind the panel; the case preview is a picture of the product, described by the case. */
  const alt = background ? '' : props.case.metadata.previewAlt;
  const sizes = background ? '(min-width: 1240px) 1160px, calc(100vw - 32px)' : '(min-width: 768px) 560px, 100vw';
  return (
    <div className={styles.media}>
      <Picture image={image} alt={alt} eager={eager} className={styles.picture} sizes={sizes} />
    </div>
  );
}

export const fragment = graphql`
  fragment FeaturedCaseSectionFields on FeaturedCaseSection {
    featuredCaseProps {
      case {
        path
        hero {
          title
        }
        attributes {
          companyType
          projectType
        }
        results {
          id
          value
          meaning
        }
        metadata {
          previewAlt
          previewImage {
            childImageSharp {
              gatsbyImageData(width: 600, height: 400, formats: [JPG, WEBP])
            }
          }
        }
      }
      caseTitle
      caseText
      caseLinkText
      caseInfoItems {
        label
        field
        result
      }
      stats
      bgImage {
        childImageSharp {
          gatsbyImageData(
            width: 1440
            layout: CONSTRAINED
            formats: [AUTO, WEBP, AVIF]
            breakpoints: [375, 750, 1080, 1440]
            placeholder: DOMINANT_COLOR
          )
        }
      }
      video {
        type
        src
        poster
      }
      blackText
    }
  }
`;
