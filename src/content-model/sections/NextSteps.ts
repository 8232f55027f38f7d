/** Content schema of the next-steps slider: other services, each card taken from the linked service page. */
import { z } from 'zod';
import { flag, obj, ref, text } from '../kit';

export const nextStepsProps = obj('NextStepsProps', 'A slider of other services', {
  heading: text('Section heading'),
  showArrows: flag('Shows previous/next arrow buttons'),
  services: z.array(ref('ServicesJson', 'Service slug from the next-steps catalogue')).min(2),
});
