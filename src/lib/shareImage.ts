/** Per-page share images: their size and where each page's 1200x630 image lives (drawn at build by src/gatsby-node/postBuild/shareCard.ts). */

export const SHARE_WIDTH = 1200;
export const SHARE_HEIGHT = 630;

/** What a page's share image shows: its title, and for case studies the case's own image (content `seo.metaImage`) behind it. */
export interface ShareCard {
  title: string;
  /** Absolute path of a raster drawn under the card, cropped to 1200x630. */
  photo?: string;
}

/** `/` → `/og/home.jpg`, `/cases/healthcare/ehr/` → `/og/cases-healthcare-ehr.jpg`. */
export function shareImagePath(pagePath: string): string {
  const slug = pagePath
    .replace(/\.html$/, '')
    .split('/')
    .filter(Boolean)
    .join('-')
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-');
  return `/og/${slug || 'home'}.jpg`;
}
