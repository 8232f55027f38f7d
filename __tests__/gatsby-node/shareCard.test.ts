/**
 * @jest-environment node
 */
/** The share card is drawn in the brand faces themselves: every letter an outline, no <text> a machine's fonts could draw, wrapped by the faces' real widths. */
import sharp from 'sharp';
import { shareImageSvg, wrapTitle } from '../../src/gatsby-node/postBuild/shareCard';

/** The first card instances the brand faces (harfbuzz, once per process). */
jest.setTimeout(30_000);

test('titles wrap by words and end in an ellipsis when they do not fit', () => {
  const chars = (max: number) => (line: string) => line.length <= max;
  expect(wrapTitle('Website design', chars(22), 3)).toEqual(['Website design']);
  expect(wrapTitle('one two three four five six seven eight nine ten', chars(10), 2)).toEqual(['one two', 'three four…']);
  expect(wrapTitle('Supercalifragilisticexpialidocious', chars(10), 2)).toEqual(['Supercalifragilisticexpialidocious']);
});

test('the SVG is 1200x630 and a title with markup characters cannot break it', async () => {
  const svg = await shareImageSvg('R&D <Architecture>', 'Oakline Studio');
  expect(svg).toContain('width="1200" height="630"');
  expect(svg).not.toContain('<Architecture>');
  expect(await sharp(Buffer.from(svg)).metadata()).toMatchObject({ width: 1200, height: 630 });
});

test('every letter is a glyph outline: no <text>, no font-family for the machine to fall back on', async () => {
  const svg = await shareImageSvg('Website design', 'Oakline Studio');
  expect(svg).not.toMatch(/<text|font-family/);
  const glyphs = (svg.match(/<path /g) ?? []).length;
  expect(glyphs).toBe('Websitedesign'.length + 'OaklineStudio'.length);
});

test('lines are as wide as the face draws them: narrow letters fit more to a line than wide ones', async () => {
  const lineCount = async (title: string) => ((await shareImageSvg(title, 'Oakline Studio')).match(/<g fill=/g) ?? []).length - 1;
  expect(await lineCount('illicit little lilies in lilting light fill it')).toBe(2);
  expect(await lineCount('WWWW MMMM WWWW MMMM WWWW MMMM WWWW')).toBe(3);
});

test('non-Latin-1 letters are drawn from the faces’ other subsets; emoji are left out', async () => {
  const plain = await shareImageSvg('Lodz', 'Oakline Studio');
  const accented = await shareImageSvg('Łódź 💳', 'Oakline Studio');
  const glyphs = (svg: string) => (svg.match(/<path /g) ?? []).length;
  expect(glyphs(accented)).toBe(glyphs(plain));
  expect(accented).not.toBe(plain);
});
