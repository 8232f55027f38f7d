// The one source of the brand faces for every picture the media scripts render in Chromium: the @font-face rules of the
// full @fontsource-variable faces (inlined), a wait that stops when a face did not load, and a check that every word
// was drawn in them. A missing face stops the script with the face's name instead of a silent fallback.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * `name` is what an error says, `family` what the drawings write in their CSS (`font: 700 20px Display`), `stylesheets`
 * the fontsource CSS whose subsets (Latin, Latin Extended, Vietnamese, …) make up the face.
 */
export const MEDIA_FACES = [
  {
    name: 'Inter',
    family: 'Inter',
    stylesheets: ['@fontsource-variable/inter/wght.css', '@fontsource-variable/inter/wght-italic.css'],
  },
  { name: 'Bricolage Grotesque', family: 'Display', stylesheets: ['@fontsource-variable/bricolage-grotesque/wght.css'] },
];

const missing = (face, what) => new Error(`Brand face "${face.name}" is missing: ${what}. Run npm ci; the media scripts draw no fallback.`);

function stylesheetOf(face, sheet) {
  try {
    return require.resolve(sheet);
  } catch {
    throw missing(face, `${sheet} is not installed`);
  }
}

/** One face's @font-face rules under its own family name, each file inlined (a page set with setContent cannot load file:// URLs). */
function faceCss(face) {
  return face.stylesheets
    .map((sheet) => {
      const file = stylesheetOf(face, sheet);
      return fs
        .readFileSync(file, 'utf8')
        .replace(/font-family:\s*'[^']*'/g, `font-family: '${face.family}'`)
        .replace(/font-display:\s*\w+/g, 'font-display: block')
        .replace(/url\(([^)]+)\)/g, (_, relative) => {
          const font = path.resolve(path.dirname(file), relative.replace(/['"]/g, ''));
          if (!fs.existsSync(font)) throw missing(face, `${path.relative(process.cwd(), font)} does not exist`);
          return `url(data:font/woff2;base64,${fs.readFileSync(font).toString('base64')})`;
        });
    })
    .join('\n');
}

const cssOfFaces = new WeakMap();

/** The @font-face rules of `faces` for a page's <style>; stops naming the face whose stylesheet or file is missing. */
export function brandFaceCss(faces = MEDIA_FACES) {
  if (!cssOfFaces.has(faces)) cssOfFaces.set(faces, faces.map(faceCss).join('\n'));
  return cssOfFaces.get(faces);
}

/** The code points the faces draw: the union of their unicode-range descriptors, as [from, to] pairs. */
export function brandCoverage(faces = MEDIA_FACES) {
  return [...brandFaceCss(faces).matchAll(/unicode-range:\s*([^;]+);/g)].flatMap(([, list]) =>
    list.split(',').map((range) => {
      const [from, to = from] = range.trim().replace(/^U\+/i, '').split('-');
      return [parseInt(from, 16), parseInt(to, 16)];
    }),
  );
}

/** Loads every face on the page and waits for all text's fonts; stops naming a face the page does not have loaded. */
export async function waitForBrandFaces(tab, faces = MEDIA_FACES) {
  const failed = await tab.evaluate(
    async (list) => {
      await Promise.all(list.map(({ family }) => document.fonts.load(`16px "${family}"`, 'Ag').catch(() => [])));
      document.body.getBoundingClientRect();
      await document.fonts.ready;
      const loaded = (family) =>
        [...document.fonts].filter((font) => font.family.replace(/["']/g, '') === family && font.status === 'loaded').length > 0;
      return list.filter(({ family }) => !loaded(family) || !document.fonts.check(`16px "${family}"`, 'Ag')).map(({ name }) => name);
    },
    faces.map(({ name, family }) => ({ name, family })),
  );
  if (failed.length)
    throw new Error(
      `Brand face${failed.length > 1 ? 's' : ''} ${failed.map((n) => `"${n}"`).join(', ')} did not load in Chromium; the media scripts draw no fallback.`,
    );
}

/** The text of a DOM node and all its descendants. */
const allText = (node) => (node.nodeType === 3 ? node.nodeValue : (node.children ?? []).map(allText).join(''));

/**
 * Elements with text of their own, as DOM node ids (Chromium reports the fonts of their inline descendants too, so the
 * characters outside the faces are counted over the whole subtree).
 */
function textElements(node, found = []) {
  if (['HEAD', 'STYLE', 'SCRIPT'].includes(node.nodeName)) return found;
  const own = (node.children ?? []).filter((child) => child.nodeType === 3 && child.nodeValue.trim());
  if (own.length)
    found.push({
      nodeId: node.nodeId,
      text: own
        .map((child) => child.nodeValue)
        .join(' ')
        .trim(),
      subtree: allText(node),
    });
  for (const child of node.children ?? []) if (child.nodeType === 1) textElements(child, found);
  return found;
}

/**
 * Stops unless every character the brand faces have was drawn in them: Chromium reports the fonts each element's text
 * used; a system font may only have drawn the characters outside the faces (emoji, arrows, ticks), never a letter.
 */
export async function assertDrawnInBrandFaces(tab, label, faces = MEDIA_FACES) {
  const coverage = brandCoverage(faces);
  const covered = (char) => coverage.some(([from, to]) => char.codePointAt(0) >= from && char.codePointAt(0) <= to);
  const cdp = await tab.context().newCDPSession(tab);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    for (const { nodeId, text, subtree } of textElements(root)) {
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      const fallback = fonts.filter((font) => !font.isCustomFont);
      const outside = [...subtree].filter((char) => char.trim() && !covered(char)).length;
      const drawnByFallback = fallback.reduce((sum, font) => sum + font.glyphCount, 0);
      if (drawnByFallback > outside)
        throw new Error(
          `${label}: "${text.slice(0, 60)}" is drawn in ${fallback.map((font) => font.familyName).join(', ')}, not in the brand faces (${faces.map((face) => face.name).join(', ')})`,
        );
    }
  } finally {
    await cdp.detach();
  }
}
