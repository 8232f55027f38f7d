/**
 * @jest-environment node
 */
/** The build's share images and PDFs draw only the brand faces: a face that is not installed stops the build naming it, characters no face draws are left out. */
import { BUILD_FACES, faceSetter, requireFace } from '../../src/gatsby-node/postBuild/brandFaceInstances';

test('a face whose package is not installed stops the build with the face’s name', () => {
  const sources = { ...BUILD_FACES, 'Bricolage Grotesque': { package: '@fontsource-variable/not-installed', id: 'bricolage-grotesque' } };
  expect(() => requireFace({ face: 'Bricolage Grotesque', weight: 800 }, sources)).toThrow(/Brand face "Bricolage Grotesque" is missing/);
});

test('a face file that is gone stops the build with the face’s name', () => {
  const sources = { ...BUILD_FACES, Inter: { package: '@fontsource-variable/inter', id: 'inter-renamed' } };
  expect(() => requireFace({ face: 'Inter', weight: 400 }, sources)).toThrow(
    /Brand face "Inter" is missing: .*inter-renamed-latin-wght-normal\.woff2 does not exist/,
  );
});

test('a display face falls back to Inter for what it lacks; characters no face has are left out', async () => {
  const style = { face: 'Bricolage Grotesque', weight: 800, fallback: { face: 'Inter', weight: 800 } } as const;
  const runs = (await faceSetter(style, 'Ship 漢 it'))('Ship 漢 it');
  expect(runs.map((run) => run.text).join('')).toBe('Ship  it');
  expect(runs.every((run) => run.subset.key.startsWith('Bricolage Grotesque:800:normal:'))).toBe(true);
});
