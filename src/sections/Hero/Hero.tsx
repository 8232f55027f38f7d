/** Hero section: headline words (optionally with inline images and a staggered reveal), intro text and media that widens on scroll (CSS scroll-driven animation, no JS), optionally with a video over the image. */
import React from 'react';
import { graphql } from 'gatsby';
import { wordStagger } from '../../lib/motion';
import { Picture } from '../../components/Picture';
import { useInlineVideo } from '../../components/useInlineVideo';
import { LoopingVideo } from '../../components/LoopingVideo';
import { HeroVideo } from './HeroVideo';
import type { SectionProps } from '../types';
import * as styles from './Hero.module.scss';
import { contentWidthSizes } from '../../lib/imageSizes';
import { SectionHeading, SectionLandmark } from '../SectionLandmark';
import { useSiteFigures } from '../../components/useSiteSettings';
import { fill } from '../../lib/fill';

/** The inline word image's slot (Hero.module.scss): 71 px on wide screens, 5.6vw in between, 31 px on phones. */
const wordImageSizes = '(min-width: 1258px) 71px, (min-width: 549px) 5.6vw, 31px';

export function Hero({ section, index }: SectionProps<'HeroSection'>) {
  const { title, animated, text, scrollMedia, className, motionStyles } = section.heroProps;
  const figures = useSiteFigures();
  return (
    <SectionLandmark name="Hero" index={index} className={[styles.hero, className].filter(Boolean).join(' ')}>
      <div className={styles.inner}>
        <SectionHeading index={index} className={`${styles.title} ${animated ? styles.animated : ''}`}>
          {title.map((word, i) => {
            return (
              <React.Fragment key={i}>
                <span className={styles.word} style={{ animationDelay: `${i * wordStagger}s` }}>
                  {word.text}
                  <Picture
                    image={word.image?.childImageSharp?.gatsbyImageData}
                    alt=""
                    className={styles.wordImage}
                    sizes={wordImageSizes}
                  />
                </span>{' '}
              </React.Fragment>
            );
          })}
        </SectionHeading>
        <p className={styles.text}>{fill(text, figures)}</p>
      </div>
      {scrollMedia ? <ScrollMedia media={scrollMedia} width={motionStyles?.width} eager={index === 0} /> : null}
    </SectionLandmark>
  );
}

type Media = NonNullable<Queries.HeroSectionFieldsFragment['heroProps']['scrollMedia']>;

/**
 * The media frame widens from motionStyles.width[0] to [1] as it scrolls into view. A CSS scroll-driven animation does
 * it (Hero.module.scss): no JavaScript on first load, off under reduced motion, and browsers without scroll timelines
 * show the final width.
 */
function ScrollMedia({ media, width, eager }: { media: Media; width?: readonly string[] | null; eager: boolean }) {
  const videoRef = useInlineVideo();
  const range = width && width.length === 2 ? width : null;
  const style = range ? ({ '--media-from': range[0], '--media-to': range[1] } as React.CSSProperties) : undefined;
  return (
    <div className={styles.mediaTrack}>
      <div className={[styles.media, range ? styles.widens : ''].filter(Boolean).join(' ')} style={style}>
        {media.image ? (
          <>
            <Picture
              image={media.image.childImageSharp?.gatsbyImageData}
              alt={media.alt ?? ''}
              eager={eager}
              className={styles.mediaImage}
              sizes={contentWidthSizes}
            />
            {media.video ? <HeroVideo video={media.video} /> : null}
          </>
        ) : media.video ? (
          <LoopingVideo ref={videoRef} className={styles.mediaImage} poster={media.video.poster} preload="metadata" sources={media.video} />
        ) : null}
      </div>
    </div>
  );
}

export const fragment = graphql`
  fragment HeroSectionFields on HeroSection {
    heroProps {
      title {
        text
        image {
          childImageSharp {
            gatsbyImageData(width: 144, height: 144, formats: [AUTO, WEBP, AVIF], breakpoints: [32, 48, 72, 96, 144], placeholder: NONE)
          }
        }
      }
      animated
      text
      scrollMedia {
        image {
          childImageSharp {
            gatsbyImageData(width: 1797, height: 675, formats: [AUTO, WEBP, AVIF], breakpoints: [375, 750, 1080, 1440, 1797])
          }
        }
        alt
        video {
          type
          src
          webm
          poster
        }
      }
      className
      motionStyles {
        width
      }
    }
  }
`;
