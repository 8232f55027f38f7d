/** Every letter a built page draws is in the brand faces the build cut (src/gatsby-node/brandFaces.ts), so no word shows one letter in the fallback face. */
import path from 'node:path';
import * as fontkit from 'fontkit';
import { BRAND_FACES } from '../../src/gatsby-node/brandFaces';
import { UNICODE_EMOJI_PATTERN } from '../../src/lib/stripEmoji';
import { htmlElements } from '../../src/html/htmlDocument';
import { expect, test } from './fixtures';
import { builtHtml, builtPaths } from './site';

const root = path.resolve(__dirname, '../..');
/** Text in these is not drawn as page text. */
const NOT_DRAWN = new Set(['script', 'style', 'template', 'title', 'svg']);
/** Emoji are drawn by the emoji font by design. */
const EMOJI = new RegExp(UNICODE_EMOJI_PATTERN, 'u');
/** Spaces draw no glyph. */
const WHITESPACE = /\s/u;

test('every character of every built page is in both brand faces (page, element, character for any that is not)', () => {
  const inBoth = BRAND_FACES.map((face) => new Set(fontkit.openSync(path.join(root, face.output)).characterSet));
  const inSource = BRAND_FACES.map((face) => new Set(fontkit.openSync(path.join(root, 'node_modules', face.source)).characterSet));
  const missing = new Set<string>();
  for (const pagePath of builtPaths()) {
    for (const element of htmlElements(builtHtml(pagePath))) {
      if (NOT_DRAWN.has(element.tagName)) continue;
      for (const child of element.childNodes) {
        if (!('value' in child) || 'tagName' in child) continue;
        for (const char of child.value) {
          const code = char.codePointAt(0) ?? 0;
          if (WHITESPACE.test(char) || EMOJI.test(char)) continue;
          /** A character fontsource's Latin files never had is drawn by the fallback on every build alike. */
          if (!inSource.every((face) => face.has(code))) continue;
          if (!inBoth.every((face) => face.has(code)))
            missing.add(`${pagePath} <${element.tagName}>: "${char}" U+${code.toString(16).toUpperCase()}`);
        }
      }
    }
  }
  expect([...missing]).toEqual([]);
});
