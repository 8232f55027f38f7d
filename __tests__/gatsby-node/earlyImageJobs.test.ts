/** The early image query asks for each picture with exactly its section's arguments: otherwise the build encodes those pictures twice. */
import fs from 'node:fs';
import { parse, print, visit, type ArgumentNode } from 'graphql';
import { EARLY_IMAGE_JOBS_QUERY } from '../../src/gatsby-node/earlyImageJobs';

/** Each gatsbyImageData call of a GraphQL text, keyed by its field path, with its arguments printed in a fixed order. */
function imageCalls(text: string): Map<string, string> {
  const calls = new Map<string, string>();
  const path: string[] = [];
  visit(parse(text), {
    Field: {
      enter(node) {
        path.push(node.name.value);
        if (node.name.value === 'gatsbyImageData') {
          const args = [...(node.arguments ?? [])].sort((a: ArgumentNode, b: ArgumentNode) => a.name.value.localeCompare(b.name.value));
          calls.set(path.join('.'), args.map((arg) => `${arg.name.value}: ${print(arg.value)}`).join(', '));
        }
      },
      leave() {
        path.pop();
      },
    },
  });
  return calls;
}

/** The GraphQL text of a component's `graphql` tags. */
const graphqlOf = (file: string) =>
  [...fs.readFileSync(file, 'utf8').matchAll(/graphql`([^`]*)`/g)].map((match) => match[1].replace(/\.\.\.\w+/g, '__typename')).join('\n');

const early = imageCalls(EARLY_IMAGE_JOBS_QUERY);
const callEnding = (calls: Map<string, string>, ending: string) => [...calls].find(([path]) => path.endsWith(ending))?.[1];

test.each([
  ['heroProps.scrollMedia.image.childImageSharp.gatsbyImageData', 'src/sections/Hero/Hero.tsx'],
  ['metadata.previewImage.childImageSharp.gatsbyImageData', 'src/templates/case.tsx'],
  ['caseGalleryProps.screens.image.childImageSharp.gatsbyImageData', 'src/sections/CaseGallery/CaseGallery.tsx'],
])('%s has the arguments %s asks for', (ending, file) => {
  const section = callEnding(imageCalls(graphqlOf(file)), ending);
  expect(section).toBeDefined();
  expect(callEnding(early, ending)).toBe(section);
});

test('asks for nothing else', () => {
  expect(early.size).toBe(3);
});
