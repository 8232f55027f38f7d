/**
 * @jest-environment node
 */
/** The cut brand faces (scripts/make-fonts.mjs) still draw every letter the site's copy uses, at every weight the CSS asks for. */
import fs from 'node:fs';
import path from 'node:path';
import * as fontkit from 'fontkit';

const root = path.resolve(__dirname, '../..');
const FACES = [
  { file: 'src/fonts/inter-latin-400-800.woff2', weights: [400, 800] },
  { file: 'src/fonts/bricolage-grotesque-latin-700-800.woff2', weights: [700, 800] },
];
/** Emoji (the industry tags) are drawn by the emoji font by design; joiners and variation selectors go with them. */
// eslint-disable-next-line no-misleading-character-class -- joiners, selectors and modifiers are matched one code point at a time on purpose
const EMOJI = /[\p{Extended_Pictographic}\u{1F1E6}-\u{1F1FF}\u{FE0F}\u{200D}]/u;

function jsonFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return jsonFiles(full);
    return entry.name.endsWith('.json') ? [full] : [];
  });
}

/** Alt texts are heard, not drawn. */
const UNDRAWN_FIELD = /(^|\.)(alt|\w+Alt)$/;

/** Every drawn string value in a JSON document with its field path. */
function strings(value: unknown, at: string): [string, string][] {
  if (typeof value === 'string') return UNDRAWN_FIELD.test(at) ? [] : [[at, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, `${at}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => strings(item, at ? `${at}.${key}` : key));
  return [];
}

const open = (file: string) => fontkit.openSync(path.join(root, file));

test.each(FACES)('$file draws every character of the content (file: field for any it lacks)', ({ file }) => {
  const font = open(file);
  const covered = new Set(font.characterSet);
  const missing = jsonFiles(path.join(root, 'content')).flatMap((json) =>
    strings(JSON.parse(fs.readFileSync(json, 'utf8')), '').flatMap(([field, text]) =>
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

test.each(FACES)('$file varies over the weights its @font-face declares', ({ file, weights }) => {
  const axis = open(file).variationAxes.wght;
  expect([axis.min, axis.max]).toEqual(weights);
  expect(fs.readFileSync(path.join(root, 'src/styles/_fonts.scss'), 'utf8')).toContain(
    `'${path.basename(file)}', ${weights[0]} ${weights[1]})`,
  );
});

test('the cut faces are lighter than the fontsource files they come from', () => {
  const bytes = (file: string) => fs.statSync(path.join(root, file)).size;
  const total = FACES.reduce((sum, face) => sum + bytes(face.file), 0);
  expect(total).toBeLessThan(70 * 1024);
});
