/** Content schema of sticky rectangles: coloured statements that stack as the visitor scrolls. */
import { num, obj, objList, text } from '../kit';
import { color } from '../common';

export const stickyRectanglesProps = obj('StickyRectanglesProps', 'Statements on coloured cards stacking on scroll', {
  heading: text('Section heading'),
  items: objList('StickyRectangle', 'One card', {
    title: text('Card heading').optional(),
    text: text('Statement'),
    bgColor: color('Card background'),
    itemStyles: obj('StickyRectangleStyles', 'Per-card tweaks', {
      textColor: color('Text colour (must keep 4.5:1 contrast)').optional(),
      rotate: num('Tilt in degrees, -6 to 6').min(-6).max(6).optional(),
    }).optional(),
  }).min(2),
});
