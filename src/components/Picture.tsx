/**
 * Renders gatsby-plugin-image data as a plain <picture>: AVIF/WebP sources, width and height on the <img> (no layout
 * shift), eager + high priority for the LCP image, lazy otherwise. No runtime JS and nothing hidden before hydration.
 */
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import * as styles from './Picture.module.scss';

interface PictureProps {
  image: IGatsbyImageData | null | undefined;
  alt: string;
  /** The page's LCP image: loads eagerly with high fetch priority. */
  eager?: boolean;
  className?: string;
  /** Overrides the `sizes` the image was generated with. */
  sizes?: string;
}

export function Picture({ image, alt, eager = false, className, sizes }: PictureProps) {
  if (!image) return null;
  const { images, width, height, backgroundColor } = image;
  const priority = eager ? { fetchpriority: 'high' } : {};
  return (
    <picture className={[styles.picture, className].filter(Boolean).join(' ')}>
      {(images.sources ?? []).map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes ?? source.sizes} />
      ))}
      <img
        className={styles.img}
        src={images.fallback?.src}
        srcSet={images.fallback?.srcSet}
        sizes={sizes ?? images.fallback?.sizes}
        width={width}
        height={height}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        decoding={eager ? 'sync' : 'async'}
        style={backgroundColor ? { backgroundColor } : undefined}
        {...priority}
      />
    </picture>
  );
}
