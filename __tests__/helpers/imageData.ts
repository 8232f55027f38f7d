/** A gatsby-plugin-image data object for component tests, shaped like the build's output. */
import type { IGatsbyImageData } from 'gatsby-plugin-image';

export function fakeImage(name: string, width = 600, height = 400): IGatsbyImageData {
  return {
    layout: 'constrained',
    width,
    height,
    images: {
      fallback: { src: `/static/${name}.jpg`, srcSet: `/static/${name}.jpg ${width}w`, sizes: `${width}px` },
      sources: [{ type: 'image/webp', srcSet: `/static/${name}.webp ${width}w`, sizes: `${width}px` }],
    },
  };
}

/** The `{ childImageSharp: { gatsbyImageData } }` wrapper GraphQL returns for an image field. */
export const fakeFile = (name: string, width?: number, height?: number) => ({
  childImageSharp: { gatsbyImageData: fakeImage(name, width, height) },
});
