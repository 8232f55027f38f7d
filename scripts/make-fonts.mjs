// Cuts the brand faces down to what the site draws: fontsource's Latin files, limited to the weight range the CSS uses
// (src/styles/_fonts.scss), with the default OpenType features only. Writes src/fonts/*.woff2 (about 25 kB less to
// load before the first text paints). Usage: node scripts/make-fonts.mjs
import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';

const root = path.resolve(import.meta.dirname, '..');

/** fontsource's `latin` unicode-range: the characters every face keeps. */
const LATIN = [
  [0x0000, 0x00ff],
  [0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6],
  [0x02da],
  [0x02dc],
  [0x0304],
  [0x0308],
  [0x0329],
  [0x2000, 0x206f],
  [0x20ac],
  [0x2122],
  [0x2191],
  [0x2193],
  [0x2212],
  [0x2215],
  [0xfeff],
  [0xfffd],
];

/** Each face: its fontsource source file, the weights the CSS asks of it, and the file it becomes. */
export const FACES = [
  {
    source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    weights: [400, 800],
    output: 'src/fonts/inter-latin-400-800.woff2',
  },
  {
    source: '@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-wght-normal.woff2',
    weights: [700, 800],
    output: 'src/fonts/bricolage-grotesque-latin-700-800.woff2',
  },
];

const text = LATIN.flatMap(([from, to = from]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))).join('');

for (const face of FACES) {
  const source = fs.readFileSync(path.join(root, 'node_modules', face.source));
  const [min, max] = face.weights;
  const subset = await subsetFont(source, text, { targetFormat: 'woff2', variationAxes: { wght: { min, max } } });
  fs.mkdirSync(path.dirname(path.join(root, face.output)), { recursive: true });
  fs.writeFileSync(path.join(root, face.output), subset);
  console.log(`${face.output}: ${Math.round(source.length / 1024)} kB → ${Math.round(subset.length / 1024)} kB`);
}
