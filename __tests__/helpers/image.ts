/** Realistic gatsby-plugin-image data for component fixtures (what a query returns for a processed raster); 600x400 unless told. */
import type { IGatsbyImageData } from 'gatsby-plugin-image';

export function fakeImage(name: string, width = 600, height = 400): IGatsbyImageData {
  return {
    layout: 'constrained',
    width,
    height,
    backgroundColor: '#e8e8e8',
    images: {
      fallback: {
        src: `/static/${name}-${width}.jpg`,
        srcSet: `/static/${name}-${width}.jpg ${width}w`,
        sizes: `(min-width: ${width}px) ${width}px, 100vw`,
      },
      sources: [
        { type: 'image/webp', srcSet: `/static/${name}-${width}.webp ${width}w`, sizes: `(min-width: ${width}px) ${width}px, 100vw` },
      ],
    },
  };
}

/** The `childImageSharp { gatsbyImageData }` shape of a File field. */
export const fakeFile = (name: string, width?: number, height?: number) => ({
  childImageSharp: { gatsbyImageData: fakeImage(name, width, height) },
});
