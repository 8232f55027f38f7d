/** Schema of content/pages/<slug>.json: a standalone page (home, about) built from sections; "home" is "/", others "/<slug>/". */
import { z } from 'zod';
import { ref, sectionList } from './kit';
import { pageMetadata } from './common';
import { sectionSchemas } from './sectionSchemas';

export const standalonePage = z
  .strictObject({
    metadata: pageMetadata,
    components: sectionList(sectionSchemas, 'Sections of the page, rendered in order'),
    featuredServices: z
      .array(ref('ServicesJson', 'Slug of a service to feature'))
      .optional()
      .meta({ description: 'Services shown as cards after the sections' }),
    featuredCases: z
      .array(ref('CasesJson', 'Slug of a case to feature'))
      .optional()
      .meta({ description: 'Case studies shown as cards after the sections' }),
    closing: sectionList(sectionSchemas, 'Sections after the featured services and cases (testimonials, contact)').optional(),
  })
  .meta({ description: 'A standalone page built from sections (slug = file name)' });
