/**
 * @jest-environment node
 */
/** The brand faces the build cuts (src/gatsby-node/brandFaces.ts) draw every letter the site's copy uses, at every weight the CSS asks for, and a letter an editor adds reaches them. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as fontkit from 'fontkit';
import { BRAND_FACES, brandFacesFollower, cutFace, drawnCharacters, drawnStrings, filesUnder } from '../../src/gatsby-node/brandFaces';
import { UNICODE_EMOJI_PATTERN } from '../../src/lib/stripEmoji';

const root = path.resolve(__dirname, '../..');
const FACES = BRAND_FACES.map((face) => ({ ...face, file: face.output }));

/** Emoji (the industry tags) are drawn by the emoji font by design. */
const EMOJI = new RegExp(UNICODE_EMOJI_PATTERN, 'u');

const open = (file: string) => fontkit.openSync(path.join(root, file));
const drawsOf = (font: Buffer) => new Set(fontkit.create(font).characterSet);

test.each(FACES)('$file draws every character of the content (file: field for any it lacks)', ({ file }) => {
  const covered = new Set(open(file).characterSet);
  const missing = filesUnder(path.join(root, 'content'), (name) => name.endsWith('.json')).flatMap((json) =>
    drawnStrings(JSON.parse(fs.readFileSync(json, 'utf8'))).flatMap(([field, text]) =>
      [...text]
        .filter((char) => !EMOJI.test(char) && !covered.has(char.codePointAt(0) ?? 0))
        .map(
          (char) =>
            `${path.relative(root, json)}: ${field}: "${char}" U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`,
        ),
    ),
  );
  expect(missing).toEqual([]);
});

test.each(FACES)('$file draws the marks the page code writes: the footer ©, the quotes, dashes and ellipsis', ({ file }) => {
  const covered = new Set(open(file).characterSet);
  expect(['©', '“', '”', '–', '—', '…', '·', '−'].filter((char) => !covered.has(char.codePointAt(0) ?? 0))).toEqual([]);
});

test.each(FACES)('$file is the cut of the current content and code (a build rewrites it when they change: commit it)', async (face) => {
  const cut = await cutFace(face, drawnCharacters(path.join(root, 'content'), path.join(root, 'src')), root);
  expect(fs.readFileSync(path.join(root, face.file)).equals(cut)).toBe(true);
});

test('a letter an editor adds to the content is in both faces after the next cut, and one nobody draws is not', async () => {
  const content = fs.mkdtempSync(path.join(os.tmpdir(), 'faces-content-'));
  fs.mkdirSync(path.join(content, 'services'));
  fs.writeFileSync(
    path.join(content, 'services/cafe.json'),
    JSON.stringify({ hero: { title: 'Menus for Café Øre', imageAlt: 'Ð drawn nowhere' } }),
  );
  const characters = drawnCharacters(content, path.join(root, 'src'));
  for (const face of BRAND_FACES) {
    const draws = drawsOf(await cutFace(face, characters, root));
    expect(['é', 'Ø'].map((char) => draws.has(char.codePointAt(0) ?? 0))).toEqual([true, true]);
    /** In fontsource's Latin file, but only in an alt text: heard, not drawn, so not cut in. */
    expect(draws.has('Ð'.codePointAt(0) ?? 0)).toBe(false);
  }
});

test('in develop, a save that brings a new letter cuts the faces again and a save that brings none writes nothing', async () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'faces-site-'));
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(site, 'node_modules'));
  fs.mkdirSync(path.join(site, 'content/services'), { recursive: true });
  const save = (title: string) => fs.writeFileSync(path.join(site, 'content/services/menu.en.json'), JSON.stringify({ hero: { title } }));
  save('Menus that sell');
  const written: string[][] = [];
  const follow = brandFacesFollower(
    site,
    path.join(site, 'content'),
    (files) => written.push(files),
    (error) => written.push([error.message]),
  );
  save('Menus that sell more');
  await follow();
  expect(written).toEqual([]);
  save('Menus for Café Øre');
  await follow();
  expect(written).toEqual([BRAND_FACES.map((face) => face.output)]);
  for (const face of BRAND_FACES) {
    const draws = new Set(fontkit.openSync(path.join(site, face.output)).characterSet);
    expect(['é', 'Ø'].map((char) => draws.has(char.codePointAt(0) ?? 0))).toEqual([true, true]);
  }
});

test.each(FACES)('$file varies over the weights its @font-face declares', ({ file, weights }) => {
  const axis = open(file).variationAxes.wght;
  expect([axis.min, axis.max]).toEqual(weights);
  expect(fs.readFileSync(path.join(root, 'src/styles/_fonts.scss'), 'utf8')).toContain(
    `'${path.basename(file)}', ${weights[0]} ${weights[1]})`,
  );
});

test('the two faces together stay under 48 kB (fontsource Latin files cut to the weights: 63.9 kB)', () => {
  const total = FACES.reduce((sum, face) => sum + fs.statSync(path.join(root, face.file)).size, 0);
  expect(total).toBeLessThan(48 * 1024);
});
