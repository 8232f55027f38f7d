/** Content schema of the Stats cards section: marketing claims as big figures. */
import { z } from 'zod';
import { obj, text } from '../../content-model/kit';

export const statsCardsProps = obj('StatsCardsProps', 'A row of cards with marketing figures', {
  heading: text('Section heading'),
  cards: z
    .array(
      obj('StatsCard', 'One figure', {
        title: text('The figure, e.g. "up to 59%"'),
        subtitle: text('What the figure measures'),
        text: text('One sentence of context'),
        bgColor: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a #rrggbb colour').optional().meta({ description: 'Card background' }),
      }),
    )
    .min(1),
});
