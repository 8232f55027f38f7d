/** The site palette, the one place its colours are written (ink in ./ink.ts, kept apart for the head's theme colour): SCSS gets them as `$ink` … through the sass importer (gatsby-config), TypeScript imports them. */
import { ink } from './ink';

export const palette = {
  ink,
  inkSoft: '#4a4658',
  paper: '#faf8f5',
  white: '#ffffff',
  violet: '#5536e8',
  violetSoft: '#ece8fd',
  coral: '#e2492b',
  coralSoft: '#ffe7e0',
  mint: '#13a77c',
  mintSoft: '#dcf6ee',
  sun: '#ffc83d',
  line: '#e4e0ea',
} as const;

/** `ink-soft` from `inkSoft`: the SCSS variable names of _tokens.scss. */
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The palette as SCSS variable declarations (`$ink: #16131f;` …). */
export const paletteScss = () =>
  Object.entries(palette)
    .map(([name, value]) => `$${kebab(name)}: ${value};`)
    .join('\n');

/** Legacy sass importer (the API gatsby-plugin-sass uses): `@forward 'palette'` in _tokens.scss loads the declarations above. */
export const paletteImporter = (url: string) => (url === 'palette' ? { contents: paletteScss() } : null);
