/** Content schema of tags / steps: short labels, optionally linking to a service (computed path) or another page. */
import { z } from 'zod';
import { obj, objList, ref, text } from '../kit';

export const tagsProps = obj('TagsProps', 'Tags or numbered steps', {
  heading: text('Section heading'),
  text: text('Intro line').optional(),
  variant: z.enum(['tags', 'steps']).meta({ description: 'tags: a cloud of labels; steps: an ordered list' }),
  tags: objList('Tag', 'One tag or step', {
    text: text('Label'),
    detail: text('One sentence under a step').optional(),
    service: ref('ServicesJson', 'Links the tag to this service page').optional(),
    linkHref: z
      .string()
      .regex(/^(\/|https:\/\/)/)
      .optional()
      .meta({ kind: 'href', description: 'Link to a non-service page (use service for services)' }),
    diveDeeper: z.boolean().optional().meta({ description: 'Shows the tag as a "Dive deeper" link' }),
  }).min(1),
});
