/** Content schema of a case chapter: one part of the story (client and context, challenge, approach) with optional steps. */
import { z } from 'zod';
import { obj, objList, text } from '../kit';

export const caseChapterProps = obj('CaseChapterProps', 'One chapter of a case story', {
  kicker: text('Small label above the heading, e.g. "The challenge"'),
  heading: text('Chapter heading'),
  paragraphs: z.array(text('A paragraph')).min(1),
  steps: objList('CaseChapterStep', 'A step of the work, e.g. Research, Design, Validation', {
    title: text('Step name'),
    text: text('What happened in this step'),
  })
    .optional()
    .meta({ description: 'Ordered steps, shown as a numbered list' }),
});
