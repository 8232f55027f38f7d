/** Schema of content/services/<slug>.json: one service page. */
import { z } from 'zod';
import { image, obj, sectionList, text } from './kit';
import { pageMetadata } from './common';
import { sectionSchemas } from './sectionSchemas';
import { publicationFields } from './publication';

export const serviceGroups = ['strategy', 'ux', 'ui-web', 'brand', 'product', 'pilot'] as const;

export const serviceCard = obj(
  'ServiceCard',
  "How the service presents itself on cards elsewhere (listing, next steps, 'In addition...')",
  {
    title: text('Service name on cards'),
    subtitle: text('Short promise under the title').optional(),
    text: text('One or two sentences on what the client gets'),
    image: image('Card illustration, relative to the JSON file').optional(),
    rewards: z.array(text('Industry tag such as "finance", "SaaS" or "+10"')).meta({ description: 'Industry tags shown on the card' }),
    time: text('Duration badge exactly as shown, e.g. "from 4 weeks"'),
  },
);

export const servicePage = z
  .strictObject({
    metadata: pageMetadata,
    group: z.enum(serviceGroups).meta({ description: `Listing group on /services: ${serviceGroups.join(' | ')}` }),
    card: serviceCard,
    components: sectionList(sectionSchemas, 'Sections of the page, rendered in order'),
    ...publicationFields,
  })
  .meta({ description: 'A service page at /services/<slug>/ (slug = file name)' });

export type ServicePage = z.infer<typeof servicePage>;
