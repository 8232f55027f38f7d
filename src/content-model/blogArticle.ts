/** Schema of content/blog/case-study/<slug>.json: a long-form case-study article, page at /blog/case-study/<slug>/. */
import { z } from 'zod';
import { image, obj, ref, text } from './kit';
import { blogPostOpening, proseSection } from './common';
import { checkPublicationDates, publicationFields, updatedField } from './publication';

export const blogArticle = z
  .strictObject({
    ...blogPostOpening('Article headline (the page h1)'),
    lead: text('Opening paragraph under the headline'),
    date: z.iso.date().meta({ description: 'Publication date (YYYY-MM-DD)' }),
    updated: updatedField,
    author: obj('ArticleAuthor', 'Who wrote the article', { name: text('Author name'), position: text('Author role') }),
    cover: obj('ArticleCover', 'Image under the headline', {
      image: image('Cover raster, relative to the JSON file'),
      alt: text('Alternative text'),
    }),
    sections: z.array(proseSection).min(1).meta({ description: 'Body of the article, in order' }),
    relatedCase: ref('CasesJson', 'Slug of the case study the article tells the story of').optional(),
    ...publicationFields,
  })
  .superRefine(checkPublicationDates)
  .meta({ description: 'A case-study article (slug = file name)' });
