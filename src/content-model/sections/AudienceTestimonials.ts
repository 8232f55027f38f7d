/** Content schema of audience testimonials: tabs Startups / SMB / Enterprise (in that order on every page), three shared testimonials each. */
import { z } from 'zod';
import { flag, obj, ref, text } from '../kit';
import { link, perAudienceInOrder } from '../common';

export const audienceTestimonialsProps = obj('AudienceTestimonialsProps', 'Client testimonials grouped by audience, as tabs', {
  sectionName: text('Section heading'),
  anchors: flag('Tabs follow the URL anchors #startups, #smb, #enterprise').optional(),
  groups: perAudienceInOrder('AudienceGroup', 'One audience tab', {
    description: text('Short line on what this audience gets').optional(),
    link: link.optional(),
    reviews: z
      .array(ref('TestimonialsJson', 'Testimonial id (file name in content/testimonials)'))
      .length(3, 'must list exactly 3 reviews'),
  }).min(1),
  links: z.array(link).optional().meta({ description: 'Links under the tabs' }),
});
