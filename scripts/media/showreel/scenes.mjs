// The showreel's scenes as HTML for Chromium: a backdrop (a case screen or a palette field) that the encoder pans, and a
// transparent caption layer set in the site's typefaces and palette that fades in over it. Pure string builders.
import fs from 'node:fs';
import { esc } from '../kit.mjs';
import { brandFaceCss } from '../brandFaces.mjs';

/** The master frame; the backdrop is larger so the encoder can pan across it. */
export const FRAME = { width: 1280, height: 720 };
export const BACKDROP = { width: 1424, height: 801 };

function html(body, background = 'transparent') {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
${brandFaceCss()}
* { box-sizing: border-box; margin: 0; padding: 0; }
html, body { width: 100%; height: 100%; overflow: hidden; background: ${background}; }
body { font-family: Inter, sans-serif; }
</style></head><body>${body}</body></html>`;
}

/** A case screen filling the backdrop (cover-cropped), or a flat palette field with three soft discs for the title scenes. */
export function backdropHtml({ image, field, colours }) {
  if (image) {
    const src = `data:image/png;base64,${fs.readFileSync(image).toString('base64')}`;
    return html(`<img src="${src}" style="width:100%;height:100%;object-fit:cover;display:block" alt="">`);
  }
  const discs = colours
    .map(
      (c, i) =>
        `<div style="position:absolute;border-radius:50%;background:${c};opacity:.9;width:${[260, 180, 120][i]}px;height:${[260, 180, 120][i]}px;right:${[110, 330, 90][i]}px;top:${[120, 420, 520][i]}px"></div>`,
    )
    .join('');
  return html(discs, field);
}

/** A case scene's caption: the client's name and the result the case is known for, on a paper card at the top left. */
export function caseCaptionHtml({ client, value, meaning }, palette, accent) {
  return html(`<div style="position:absolute;left:56px;top:56px;max-width:620px;background:${palette.paper};border-radius:28px;padding:30px 40px 34px;box-shadow:0 24px 60px rgba(22,19,31,.28);border-top:12px solid ${accent}">
  <div style="font:800 52px/1.05 Display;color:${palette.ink};letter-spacing:-.01em">${esc(client)}</div>
  <div style="font:800 84px/1.05 Display;color:${palette.violet};margin-top:10px;letter-spacing:-.02em">${esc(value)}</div>
  <div style="font:500 32px/1.25 Inter;color:${palette.inkSoft};margin-top:6px">${esc(meaning)}</div>
</div>`);
}

/** The opening and closing titles: a large line in the display face over a smaller line in Inter. */
export function titleCaptionHtml({ title, line }, colour) {
  return html(`<div style="position:absolute;left:96px;top:0;bottom:0;width:760px;display:flex;flex-direction:column;justify-content:center">
  <div style="font:800 108px/1 Display;color:${colour};letter-spacing:-.02em">${esc(title)}</div>
  <div style="font:500 36px/1.3 Inter;color:${colour};opacity:.88;margin-top:24px">${esc(line)}</div>
</div>`);
}
