// Pieces for the service card scenes (1200x800, 3:2): the card size, and a hero scene seen through its card frame.
import { HERO } from './heroKit.mjs';

export const CARD = { width: 1200, height: 800 };

/**
 * A hero scene through its `card` frame: the 3:2 window { x, y, w } (w wide, w·2/3 tall, in the 1797x675 scene's
 * pixels) scaled to fill the card. The window may reach past the scene's edges, where its stage colour continues.
 */
export function framed({ html, card: { x, y, w } }) {
  const scale = CARD.width / w;
  return `<div style="position:absolute;left:0;top:0;width:${HERO.width}px;height:${HERO.height}px;transform-origin:0 0;transform:scale(${scale}) translate(${-x}px,${-y}px)">${html}</div>`;
}
