/** WCAG 2 contrast maths, used to pick a readable text colour for a content-chosen background. */
import { palette } from '../../lib/palette';

export const AA_NORMAL_TEXT = 4.5;

/** Relative luminance (0 black … 1 white) of a #rrggbb colour, as WCAG 2 defines it. */
export function relativeLuminance(hex: string): number {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((part) => {
    const channel = parseInt(part, 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio of two colours, from 1 (same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** The candidate text colour with the higher contrast on the background (the site's ink or white by default). */
export function readableTextColor(background: string, dark: string = palette.ink, light: string = palette.white): string {
  return contrastRatio(background, dark) >= contrastRatio(background, light) ? dark : light;
}

/** The wanted text colour when it meets AA on the background, otherwise the readable default. */
export function textColorFor(background: string, wanted?: string | null): string {
  if (wanted && contrastRatio(background, wanted) >= AA_NORMAL_TEXT) return wanted;
  return readableTextColor(background);
}
