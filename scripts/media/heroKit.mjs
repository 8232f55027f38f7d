// Pieces for the wide service hero scenes (1797x675): sticky notes, paper sheets, wireframes, devices, arrows, labels.
import { desktop, esc } from './kit.mjs';

export const HERO = { width: 1797, height: 675 };

/** Absolutely placed, optionally rotated and scaled block. */
export const at = (x, y, html, { scale = 1, rotate = 0, z = 1, w } = {}) =>
  `<div style="position:absolute;left:${x}px;top:${y}px;z-index:${z};transform-origin:0 0;transform:rotate(${rotate}deg) scale(${scale});${w ? `width:${w}px` : ''}">${html}</div>`;

export const sticky = (text, color = '#fde68a', w = 150) =>
  `<div style="width:${w}px;min-height:${w * 0.8}px;background:${color};padding:12px;font:600 15px/1.3 Inter;box-shadow:0 8px 18px rgba(0,0,0,.15);color:#1f1a12">${esc(text)}</div>`;

export const label = (text, { color = '#16131f', bg = '#fff', size = 15 } = {}) =>
  `<span style="display:inline-block;background:${bg};color:${color};font:700 ${size}px Inter;padding:6px 12px;border-radius:99px;box-shadow:0 4px 12px rgba(0,0,0,.12)">${esc(text)}</span>`;

/** A grey wireframe: header bar, hero block, a row of cards and text lines. */
export const wireframe = (w, h, { ink = '#9ca3af', bg = '#fff', sketch = false } = {}) =>
  `<div style="width:${w}px;height:${h}px;background:${bg};border:${sketch ? `2px dashed ${ink}` : `1px solid #e5e7eb`};border-radius:10px;padding:${w * 0.05}px;display:flex;flex-direction:column;gap:${h * 0.04}px">
<div style="height:${h * 0.07}px;display:flex;gap:6px"><div style="width:22%;background:${ink};border-radius:4px;opacity:.7"></div><div style="margin-left:auto;width:40%;border-top:3px solid ${ink};margin-top:${h * 0.03}px"></div></div>
<div style="height:${h * 0.3}px;border:2px solid ${ink};border-radius:6px;background:linear-gradient(to top right,transparent 49%,${ink} 50%,transparent 51%),linear-gradient(to top left,transparent 49%,${ink} 50%,transparent 51%)"></div>
<div style="display:flex;gap:${w * 0.04}px;flex:1">${[0, 1, 2].map(() => `<div style="flex:1;border:2px solid ${ink};border-radius:6px"></div>`).join('')}</div>
${[0.8, 0.6].map((f) => `<div style="height:5px;width:${f * 100}%;background:${ink};border-radius:3px;opacity:.6"></div>`).join('')}</div>`;

/** Paper sheet with a title and lines, optionally hand-ticked boxes. */
export const paper = (w, h, title, lines = 8, { boxes = false, rotate = 0 } = {}) =>
  `<div style="width:${w}px;height:${h}px;background:#fffdf7;box-shadow:0 14px 30px rgba(0,0,0,.2);padding:22px;transform:rotate(${rotate}deg);font:600 14px Inter;color:#333"><div style="font:700 17px Display,Inter;margin-bottom:14px">${esc(title)}</div>${Array.from({ length: lines }, (_, i) => `<div style="display:flex;gap:10px;align-items:center;margin:11px 0">${boxes ? `<span style="width:16px;height:16px;border:2px solid #333;flex:none;display:grid;place-items:center;font:700 14px Inter;color:#1d4ed8">${i % 3 === 1 ? '' : '✓'}</span>` : ''}<span style="flex:1;border-bottom:1.5px solid #bbb;height:12px;position:relative">${i % 2 ? '' : `<span style="position:absolute;left:6px;bottom:2px;font:italic 500 13px Inter;color:#1d4ed8">${['3 pallets', 'J. Ruiz', '14:20', 'Dock 4', 'signed'][i % 5]}</span>`}</span></div>`).join('')}</div>`;

/** Curved arrow between two points (SVG overlay covering the stage; `size` is the stage's, the hero's by default). */
export const arrows = (list, color = '#16131f', size = HERO) =>
  `<svg style="position:absolute;inset:0;z-index:0" width="${size.width}" height="${size.height}"><defs><marker id="ah" markerWidth="10" markerHeight="10" refX="8" refY="5" orient="auto"><path d="M0 0 L10 5 L0 10 z" fill="${color}"/></marker></defs>${list
    .map(
      ([x1, y1, x2, y2, bend = 0, dashed]) =>
        `<path d="M${x1} ${y1} Q ${(x1 + x2) / 2} ${(y1 + y2) / 2 + bend} ${x2} ${y2}" stroke="${color}" stroke-width="3" fill="none" marker-end="url(#ah)" ${dashed ? 'stroke-dasharray="8 7"' : ''}/>`,
    )
    .join('')}</svg>`;

export const win = (html, url, w = 1440, h = 880) => desktop({ url, width: w, height: h, body: html });

/** Laptop: a window-less screen in a bezel over a base. */
export const laptop = (html, w = 1200, h = 750) =>
  `<div style="display:flex;flex-direction:column;align-items:center"><div style="width:${w + 36}px;height:${h + 36}px;background:#1c1c22;border-radius:22px;padding:18px"><div style="width:${w}px;height:${h}px;overflow:hidden;border-radius:6px;display:flex;background:#fff">${html}</div></div><div style="width:${w + 180}px;height:26px;background:linear-gradient(#d4d4d8,#a1a1aa);border-radius:0 0 20px 20px"></div></div>`;

export const tablet = (html, w = 620, h = 820) =>
  `<div style="width:${w + 36}px;height:${h + 36}px;background:#1c1c22;border-radius:34px;padding:18px"><div style="width:${w}px;height:${h}px;overflow:hidden;border-radius:16px;display:flex;flex-direction:column;background:#fff">${html}</div></div>`;
