/** Content schema of a card grid: icon (an image or a line icon from the site set), title, text and value; hidden cards are kept in content but not shown. */
import { z } from 'zod';
import { flag, image, obj, objList, text } from '../kit';
import { cardIconNames } from '../../lib/cardIcons';

export const cardGridProps = obj('CardGridProps', 'A grid of cards', {
  heading: text('Section heading'),
  text: text('Intro line').optional(),
  cards: objList('GridCard', 'One card', {
    icon: image('Small square icon').optional(),
    symbol: z
      .enum(cardIconNames)
      .meta({ description: 'Line icon from the site set, shown above the title (used instead of the image icon)' })
      .optional(),
    title: text('Card heading'),
    text: text('Card text'),
    value: text('A figure or price, e.g. "$130k to $1.2m"').optional(),
    hidden: flag('Kept in content but not shown (and not in the accessibility tree)').optional(),
  }).min(1),
});
