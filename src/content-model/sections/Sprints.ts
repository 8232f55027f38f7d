/** Content schema of the sprints block (pilot pages): sprint entries for three audiences. */
import { z } from 'zod';
import { id, obj, objList, ref, text } from '../kit';
import { perAudience } from '../common';

export const sprintsProps = obj('SprintsProps', 'Pilot sprints per audience', {
  heading: text('Section heading'),
  text: text('Intro line').optional(),
  audiences: perAudience('SprintAudience', 'Sprints for one audience', {
    sprints: objList('Sprint', 'One sprint', {
      id: id('Stable id'),
      name: text('Short name, e.g. "Sprint 1"'),
      title: text('What the sprint delivers'),
      text: text('Paragraph'),
      categories: z.array(text('Category label')).min(1),
      service: ref('ServicesJson', 'Service page the sprint links to').optional(),
    }).min(1),
    moreItems: z
      .array(text('An extra item, shown when the visitor opens the "+N more items" disclosure'))
      .min(1)
      .optional()
      .meta({ description: 'Extra items behind a "+N more items" disclosure' }),
  }).length(3, 'must cover the three audiences'),
});
