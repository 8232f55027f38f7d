/** `sizes` of an image that fills the content column (1160 px wide, 16 px gutters below it): the hero media and the case cover. */
export const contentWidthSizes = '(min-width: 1240px) 1160px, calc(100vw - 32px)';

/**
 * `sizes` of the blog article's cover: the article column is 800 px at most with `$gutter` (clamp(20px, 6vw, 96px))
 * padding each side (src/templates/blog.module.scss), so 88vw on a phone, 800 px − 12vw up to 1600 px, then 608 px.
 */
export const articleCoverSizes = '(min-width: 1600px) 608px, (min-width: 800px) calc(800px - 12vw), 88vw';
