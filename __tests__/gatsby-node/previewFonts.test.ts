/**
 * @jest-environment node
 */
/** The CMS preview pane carries the site's typefaces, shown as soon as they load, so editors see headings as visitors do. */
import { buildPreviewBundle } from '../../src/gatsby-node/admin';

const faces = (css: string) =>
  (css.match(/@font-face\s*{[^}]*}/g) ?? []).map((face) => ({
    family: /font-family:\s*"?([^;"]+)"?/.exec(face)?.[1],
    display: /font-display:\s*([a-z]+)/.exec(face)?.[1],
    inline: face.includes('url(data:font/woff2;base64,'),
  }));

test('preview.css declares both brand faces inline with font-display swap', async () => {
  const { css } = await buildPreviewBundle();
  const brand = faces(css).filter((face) => face.family === 'Inter Variable' || face.family === 'Bricolage Grotesque Variable');
  expect(brand).toEqual([
    { family: 'Inter Variable', display: 'swap', inline: true },
    { family: 'Bricolage Grotesque Variable', display: 'swap', inline: true },
  ]);
}, 60_000);
