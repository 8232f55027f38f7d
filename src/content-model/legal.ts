/** Schema of content/legal/<slug>.json: a plain-text notice such as the privacy page at /privacy/, written by the agency, not built from sections. */
import { z } from 'zod';
import { obj, template, text } from './kit';
import { pageMetadata, proseSection } from './common';

export const legalPage = z
  .strictObject({
    metadata: pageMetadata,
    updated: text('When the notice last changed, as readers see it ("Last updated 20 November 2026")'),
    intro: text('Opening paragraph'),
    sections: z.array(proseSection).min(1).meta({ description: 'Headed parts, in order' }),
    erasure: obj('LegalErasure', 'How to ask for a copy or the erasure of your data', {
      heading: text('Heading'),
      text: template('The request, with the address filled in', 'email'),
      email: z.email().meta({ description: 'Address that handles data requests' }),
    }),
  })
  .meta({ description: 'A plain-text notice such as the privacy page (slug = file name, page at /<slug>/)' });

export type LegalPage = z.infer<typeof legalPage>;
