/** onPreBuild: asks for the site's heaviest images before the webpack builds, so their encoding overlaps them. */
import fs from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { parse, print, visit, type ArgumentNode } from 'graphql';

/** Each gatsbyImageData call of a GraphQL text, keyed by its field path, with its arguments printed in a fixed order. */
export function imageCalls(text: string): Map<string, string> {
  const calls = new Map<string, string>();
  const fieldPath: string[] = [];
  visit(parse(text), {
    Field: {
      enter(node) {
        fieldPath.push(node.name.value);
        if (node.name.value === 'gatsbyImageData') {
          const args = [...(node.arguments ?? [])].sort((a: ArgumentNode, b: ArgumentNode) => a.name.value.localeCompare(b.name.value));
          calls.set(fieldPath.join('.'), args.map((arg) => `${arg.name.value}: ${print(arg.value)}`).join(', '));
        }
      },
      leave() {
        fieldPath.pop();
      },
    },
  });
  return calls;
}

/** The GraphQL text of a component's `graphql` tags (relative to the site's folder), fragment spreads left out. */
export const graphqlOf = (file: string) =>
  [...fs.readFileSync(path.resolve(file), 'utf8').matchAll(/graphql`([^`]*)`/g)]
    .map((match) => match[1].replace(/\.\.\.\w+/g, '__typename'))
    .join('\n');

/** The picture a component's query asks for at a field path (its ending), with that query's arguments; throws naming the file when it asks for none. */
export function imageField(file: string, ending: string): string {
  const found = [...imageCalls(graphqlOf(file))].find(([fieldPath]) => fieldPath.endsWith(`${ending}.gatsbyImageData`));
  if (!found) throw new Error(`earlyImageJobs: ${file} asks for no picture at ${ending}`);
  return `gatsbyImageData(${found[1]})`;
}

/**
 * Gatsby 5.16's `gatsby build` runs the page queries, which create the image jobs, only after both webpack builds
 * (about 45 s, mostly on one core). The wide pictures below are most of the build's encoding: asked for here, with
 * the arguments read from the queries of the sections and the template that show them, their jobs run on the other
 * core while webpack compiles, and the page queries later find the same jobs (same arguments, same job) already done
 * or under way.
 */
export const earlyImageJobsQuery = () => `
  query EarlyImageJobs {
    allServicesJson {
      nodes {
        components {
          ... on HeroSection {
            heroProps { scrollMedia { image { childImageSharp { ${imageField('src/sections/Hero/Hero.tsx', 'heroProps.scrollMedia.image.childImageSharp')} } } } }
          }
        }
      }
    }
    allCasesJson {
      nodes {
        metadata { previewImage { childImageSharp { ${imageField('src/templates/case.tsx', 'metadata.previewImage.childImageSharp')} } } }
        components {
          ... on CaseGallerySection {
            caseGalleryProps {
              screens { image { childImageSharp { ${imageField('src/sections/CaseGallery/CaseGallery.tsx', 'caseGalleryProps.screens.image.childImageSharp')} } } }
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
  asked = graphql(earlyImageJobsQuery()).then(
    (result) => (result.errors ? String(result.errors) : null),
    (error: unknown) => String(error),
  );
};

/** The query's error, awaited by onPostBuild so that a query the schema no longer answers stops the build. */
export const earlyImageJobsError = (): Promise<string | null> => asked;
