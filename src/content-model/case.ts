/** Schema of content/cases/<slug>.json: one case study. */
import { z } from 'zod';
import { image, int, obj, ref, sectionList, text } from './kit';
import { sectionSchemas } from '../sections/schemas';

export const casePage = z
  .strictObject({
    slug: text('Must equal the file name'),
    category: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a lowercase slug').optional().meta({ description: 'Optional category: the page lives at /cases/<category>/<slug>/' }),
    hero: obj('CaseHero', 'Top of the case page and the card', {
      title: text('Case title'),
      text: text('Short description of the project'),
      stats: obj('CaseStats', 'Engagement figures', { likes: int('Likes count'), views: int('Views count') }),
      industries: z.array(text('Industry label, may start with an emoji')).min(1).meta({ description: 'Industries, first one shown on cards' }),
    }),
    metadata: obj('CaseMetadata', 'Listing data', { previewImage: image('Card image, cropped to 600x400') }),
    seo: obj('CaseSeo', 'Search and share data', {
      metaImage: image('Share image'),
      metaDescription: text('Search description').max(160, 'must be at most 160 characters'),
    }),
    attributes: obj('CaseAttributes', 'Filterable attributes', {
      industries: z.array(text('Industry label')).min(1),
      companyType: text('Company type, e.g. "Startup"'),
      projectType: text('Project type, e.g. "Mobile app"'),
      services: z.array(text('Service label used by the Services filter')).min(1),
    }),
    components: sectionList(sectionSchemas, 'Body sections of the case page, rendered in order').optional(),
    article: ref('BlogArticleJson', 'Slug of a case-study article telling the story of this project').optional(),
  })
  .meta({ description: 'A case study at /cases/<category>/<slug>/ or /cases/<slug>/' });

export type CasePage = z.infer<typeof casePage>;
