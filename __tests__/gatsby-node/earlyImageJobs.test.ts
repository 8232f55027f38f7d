/** The early image query asks for each picture with exactly its section's arguments (otherwise the build encodes those pictures twice), and stops the build naming the file when a section no longer asks for one. */
import { earlyImageJobsQuery, graphqlOf, imageCalls, imageField } from '../../src/gatsby-node/earlyImageJobs';

const early = imageCalls(earlyImageJobsQuery());
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

test('a picture its component no longer asks for stops the build, naming the component', () => {
  expect(() => imageField('src/sections/CaseGallery/CaseGallery.tsx', 'caseGalleryProps.cover.childImageSharp')).toThrow(
    'src/sections/CaseGallery/CaseGallery.tsx asks for no picture at caseGalleryProps.cover.childImageSharp',
  );
});
