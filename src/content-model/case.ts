/** Schema of content/cases/<slug>.json: one case study. */
import { z } from 'zod';
import { image, int, obj, ref, sectionList, text } from './kit';
import { sectionSchemas } from './sectionSchemas';
import { caseResult, companyTypeChoices, companyTypes } from './caseResult';
import { checkPublicationDates, publicationFields, updatedField } from './publication';

export const casePage = z
  .strictObject({
    slug: text('Must equal the file name'),
    client: text('Client name as copy elsewhere writes it, e.g. "Cargo"; figures in sentences naming it must be its results'),
    category: z
      .string()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a lowercase slug')
      .optional()
      .meta({ description: 'Optional category: the page lives at /cases/<category>/<slug>/' }),
    hero: obj('CaseHero', 'Top of the case page and the card', {
      title: text('Case title'),
      text: text('Short description of the project'),
      stats: obj('CaseStats', 'Engagement figures', { likes: int('Likes count'), views: int('Views count') }),
      industries: z
        .array(text('Industry label, may start with an emoji'))
        .min(1)
        .meta({ description: 'Industries, first one shown on cards' }),
    }),
    metadata: obj('CaseMetadata', 'Listing data', {
      previewImage: image('Card image, cropped to 600x400'),
      previewAlt: text(
        'Alt text of the preview image wherever it is shown (case cards, the case header, a featured case): what the picture shows, screen by screen, e.g. "Three Keyo phones on dark indigo: the wallet …"',
      ).min(40, 'must describe the picture (at least 40 characters)'),
    }),
    seo: obj('CaseSeo', 'Search and share data', {
      metaImage: image('Share image'),
      metaDescription: text('Search description').max(160, 'must be at most 160 characters'),
    }),
    attributes: obj('CaseAttributes', 'Filterable attributes', {
      industries: z.array(text('Industry label')).min(1),
      companyType: z.enum(companyTypes).meta({
        translate: true,
        choices: companyTypeChoices,
        description: `The client's company type, kept here only: ${companyTypes.join(' | ')}`,
      }),
      projectType: text('Project type, e.g. "Mobile app"'),
      services: z.array(text('Service label used by the Services filter')).min(1),
    }),
    results: z
      .array(caseResult)
      .min(3, 'must record at least 3 results')
      .meta({ description: 'The figures of this case; teasers and stat cards quote them by id' }),
    components: sectionList(sectionSchemas, 'Body sections of the case page, rendered in order').optional(),
    article: ref('BlogArticleJson', 'Slug of a case-study article telling the story of this project').optional(),
    date: z.iso.date().meta({ description: 'Publication date (YYYY-MM-DD), shown on the case page' }),
    updated: updatedField,
    ...publicationFields,
  })
  .superRefine(checkPublicationDates)
  .meta({ description: 'A case study at /cases/<category>/<slug>/ or /cases/<slug>/' });

export type CasePage = z.infer<typeof casePage>;
