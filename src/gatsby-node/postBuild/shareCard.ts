/** The share card as SVG: site name, page title and brand mark, every letter an outline of the brand faces (no <text>, so the picture never depends on the machine's fonts). */
import { palette } from '../../lib/palette';
import { SHARE_HEIGHT, SHARE_WIDTH } from '../../lib/shareImage';
import { stripEmoji } from '../../lib/stripEmoji';
import { faceSetter, type FaceRun, type FaceStyle } from './brandFaceInstances';

/** The same roles as on the site (src/styles/_fonts.scss): headlines in Bricolage Grotesque, the rest in Inter. */
export const HEADLINE_FACE: FaceStyle = { face: 'Bricolage Grotesque', weight: 800, fallback: { face: 'Inter', weight: 800 } };
export const LABEL_FACE: FaceStyle = { face: 'Inter', weight: 700 };

const LEFT = 80;
const TITLE_WIDTH = SHARE_WIDTH - 2 * LEFT;

/** Greedy word wrap to at most `maxLines` lines that `fits` accepts (a single word too long keeps a line of its own), the last line ending in an ellipsis if text is left over. */
export function wrapTitle(title: string, fits: (line: string) => boolean, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  const words = title.trim().split(/\s+/);
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i];
    const next = current ? `${current} ${word}` : word;
    if (fits(next) || !current) {
      current = next;
      continue;
    }
    lines.push(current);
    current = word;
    if (lines.length === maxLines) {
      lines[maxLines - 1] = `${lines[maxLines - 1].replace(/[\s,.;:]+$/, '')}…`;
      return lines;
    }
  }
  if (current) lines.push(current);
  return lines;
}

/** Width of runs in em, from the faces' own advance widths and kerning. */
const widthInEm = (runs: FaceRun[]) =>
  runs.reduce(
    (sum, { subset, text }) => sum + subset.font.layout(text).positions.reduce((w, p) => w + p.xAdvance, 0) / subset.font.unitsPerEm,
    0,
  );

/** Outlines by subset and glyph, in font units: a glyph is traced once per build however many cards draw it. */
const outlines = new Map<string, string>();

/** One line as glyph <path>s, its baseline at (x, y). */
function lineSvg(runs: FaceRun[], size: number, x: number, y: number, fill: string): string {
  const paths: string[] = [];
  let pen = x;
  for (const { subset, text } of runs) {
    const scale = size / subset.font.unitsPerEm;
    const { glyphs, positions } = subset.font.layout(text);
    glyphs.forEach((glyph, i) => {
      const key = `${subset.key}#${glyph.id}`;
      if (!outlines.has(key)) outlines.set(key, glyph.path.toSVG());
      const d = outlines.get(key) as string;
      const gx = pen + positions[i].xOffset * scale;
      const gy = y - positions[i].yOffset * scale;
      const k = +scale.toFixed(5);
      if (d) paths.push(`<path transform="matrix(${k} 0 0 ${-k} ${+gx.toFixed(2)} ${+gy.toFixed(2)})" d="${d}"/>`);
      pen += positions[i].xAdvance * scale;
    });
  }
  return `<g fill="${fill}">${paths.join('')}</g>`;
}

/** The characters of `text` the faces draw, with the spaces left by those they lack closed up. */
const drawable = (setLine: (line: string) => FaceRun[], text: string) =>
  setLine(text)
    .map((run) => run.text)
    .join('')
    .replace(/\s+/g, ' ')
    .trim();

/** The title's lines and size: 88 px on up to two lines, else 76 px on up to three, wrapped by the headline face's real widths. */
function titleLines(setLine: (line: string) => FaceRun[], title: string): { lines: string[]; size: number } {
  const wrapAt = (size: number) => wrapTitle(title, (line) => widthInEm(setLine(line)) * size <= TITLE_WIDTH, 3);
  const large = wrapAt(88);
  return large.length <= 2 ? { lines: large, size: 88 } : { lines: wrapAt(76), size: 76 };
}

/** The share card: site name, the page title in large type and the brand mark, in the site palette; over a photo the ink background turns translucent. Emoji are left out (no brand face draws them). */
export async function shareImageSvg(title: string, siteName: string, overPhoto = false): Promise<string> {
  const [setHeadline, setLabel] = await Promise.all([
    faceSetter(HEADLINE_FACE, stripEmoji(title)),
    faceSetter(LABEL_FACE, stripEmoji(siteName)),
  ]);
  const headline = drawable(setHeadline, stripEmoji(title));
  const label = drawable(setLabel, stripEmoji(siteName));
  const { lines, size } = titleLines(setHeadline, headline);
  const lineHeight = Math.round(size * 1.12);
  const top = 300 - ((lines.length - 1) * lineHeight) / 2;
  const text = lines.map((line, i) => lineSvg(setHeadline(line), size, LEFT, top + i * lineHeight, palette.paper)).join('\n');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_WIDTH}" height="${SHARE_HEIGHT}" viewBox="0 0 ${SHARE_WIDTH} ${SHARE_HEIGHT}">
<rect width="100%" height="100%" fill="${palette.ink}"${overPhoto ? ' fill-opacity="0.78"' : ''}/>
<circle cx="1080" cy="120" r="210" fill="${palette.violet}"/>
<circle cx="1080" cy="120" r="120" fill="none" stroke="${palette.sun}" stroke-width="28"/>
<rect x="80" y="520" width="120" height="10" rx="5" fill="${palette.sun}"/>
${lineSvg(setLabel(label), 36, LEFT, 110, palette.violetSoft)}
${text}
</svg>`;
}
