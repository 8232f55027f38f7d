/** Content schema of the "In addition..." card: a pointer to a related service; the card shows what that page says about itself. */
import { z } from 'zod';
import { obj, ref } from '../kit';

export const inAdditionProps = obj('InAdditionProps', "An 'In addition...' card linking to a related service", {
  heading: z.string().optional().meta({ description: "Card heading; defaults to 'In addition...'" }),
  service: ref('ServicesJson', 'Slug of the related service; its card title, text and duration are shown'),
});
