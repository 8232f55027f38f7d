/** onPreBuild: asks for the site's heaviest images before the webpack builds, so their encoding overlaps them. */
import type { GatsbyNode } from 'gatsby';

/**
 * Gatsby 5.16's `gatsby build` runs the page queries, which create the image jobs, only after both webpack builds
 * (about 45 s, mostly on one core). The wide pictures below are most of the build's encoding: asked for here, with
 * the same arguments as the sections that show them, their jobs run on the other core while webpack compiles, and
 * the page queries later find the same jobs (same arguments, same job) already done or under way. Arguments that drift
 * from the sections' cost time, not correctness: the files are then encoded twice.
 * `__tests__/gatsby-node/earlyImageJobs.test.ts` compares them with the sections' queries.
 */
export const EARLY_IMAGE_JOBS_QUERY = `
  query EarlyImageJobs {
    allServicesJson {
      nodes {
        components {
          ... on HeroSection {
            heroProps {
              scrollMedia {
                image {
                  childImageSharp {
                    gatsbyImageData(width: 1797, height: 675, formats: [AUTO, WEBP, AVIF], breakpoints: [375, 750, 1080, 1440, 1797])
                  }
                }
              }
            }
          }
        }
      }
    }
    allCasesJson {
      nodes {
        metadata {
          previewImage {
            childImageSharp {
              gatsbyImageData(width: 1200, height: 800, formats: [JPG, WEBP, AVIF], breakpoints: [375, 420, 600, 840, 1200])
            }
          }
        }
        components {
          ... on CaseGallerySection {
            caseGalleryProps {
              screens {
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
        }
      }
    }
  }
`;

let asked: Promise<string | null> = Promise.resolve(null);

/** Starts the query and returns at once: webpack starts while it runs. */
export const onPreBuild: GatsbyNode['onPreBuild'] = ({ graphql }) => {
  asked = graphql(EARLY_IMAGE_JOBS_QUERY).then(
    (result) => (result.errors ? String(result.errors) : null),
    (error: unknown) => String(error),
  );
};

/** The query's error, awaited by onPostBuild so that a query the schema no longer answers stops the build. */
export const earlyImageJobsError = (): Promise<string | null> => asked;
