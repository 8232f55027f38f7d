/** The part of fontkit (no bundled types) the font tests read: a face's characters and its variation axes. */
declare module 'fontkit' {
  export interface Font {
    characterSet: number[];
    variationAxes: Record<string, { min: number; default: number; max: number }>;
  }
  export function openSync(file: string): Font;
  export function create(buffer: Buffer): Font;
}
