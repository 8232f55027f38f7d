/** Content schema of the Stats cards section: marketing claims as big figures; a card about a case quotes its result by reference. */
import { z } from 'zod';
import { obj, text } from '../kit';
import { caseResultRef } from '../caseResult';
import { color } from '../common';

export const statsCardsProps = obj('StatsCardsProps', 'A row of cards with marketing figures', {
  heading: text('Section heading'),
  cards: z
    .array(
      obj('StatsCard', 'One figure: either a claim of its own (title + subtitle) or a case result (result)', {
        title: text('The figure, e.g. "up to 59%"; leave out when quoting a case result').optional(),
        subtitle: text('What the figure measures; leave out when quoting a case result').optional(),
        result: caseResultRef.optional(),
        text: text('One sentence of context'),
        bgColor: color('Card background').optional(),
      }).superRefine((card, ctx) => {
        const own = card.title !== undefined || card.subtitle !== undefined;
        if (card.result && own)
          ctx.addIssue({
            code: 'custom',
            path: ['result'],
            message: 'a card quoting a case result carries no title or subtitle of its own',
          });
        if (!card.result && (card.title === undefined || card.subtitle === undefined))
          ctx.addIssue({ code: 'custom', path: [card.title === undefined ? 'title' : 'subtitle'], message: 'required' });
      }),
    )
    .min(1),
});
