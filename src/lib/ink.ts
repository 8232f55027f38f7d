/** The palette's ink in a module of its own: every page's head sets it as the theme colour, and a bundle that imports the whole palette carries every colour (webpack keeps a shared module's exports whole). */
export const ink = '#16131f';
