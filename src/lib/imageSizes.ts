/** `sizes` of an image that fills the content column (1160 px wide, 16 px gutters below it): the hero media and the case cover. */
export const contentWidthSizes = '(min-width: 1240px) 1160px, calc(100vw - 32px)';
