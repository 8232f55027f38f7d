/** Content schema of audience tabs with anchors (#startups, #smb, #enterprise): what the service means for each audience. */
import { z } from 'zod';
import { obj, text } from '../kit';
import { perAudienceInOrder } from '../common';

export const audienceTabsProps = obj(
  'AudienceTabsProps',
  'Tabs per audience; the URL anchor selects a tab and selecting a tab updates it',
  {
    heading: text('Section heading'),
    tabs: perAudienceInOrder('AudienceTab', 'One audience', {
      title: text('Panel heading'),
      text: text('Panel paragraph'),
      points: z.array(text('A deliverable or benefit')).min(1),
    }).min(2),
  },
);
