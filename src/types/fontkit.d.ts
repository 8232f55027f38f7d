/** The part of fontkit (no bundled types) the build and the font tests use: a face's characters, axes, glyph layout and outlines. */
declare module 'fontkit' {
  export interface Glyph {
    id: number;
    path: { toSVG(): string };
  }
  export interface GlyphPosition {
    xAdvance: number;
    xOffset: number;
    yOffset: number;
  }
  export interface Font {
    characterSet: number[];
    variationAxes: Record<string, { min: number; default: number; max: number }>;
    unitsPerEm: number;
    hasGlyphForCodePoint(codePoint: number): boolean;
    layout(text: string): { glyphs: Glyph[]; positions: GlyphPosition[] };
  }
  export function openSync(file: string): Font;
  export function create(buffer: Buffer): Font;
}
