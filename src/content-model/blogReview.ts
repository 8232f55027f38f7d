/** Schema of content/blog/review/<slug>.json: a review-platform (Clutch-style) review, page at /blog/review/<slug>/. */
import { z } from 'zod';
import { generatedFile, image, num, obj, quote, text } from './kit';
import { blogPostOpening } from './common';
import { checkPublicationDates, publicationFields, updatedField } from './publication';

export const blogReview = z
  .strictObject({
    ...blogPostOpening('Review headline'),
    text: quote('The review as the client wrote it (the same in every language)'),
    image: image('Portrait of the reviewer'),
    humanName: text('Reviewer name'),
    position: text('Reviewer role and company'),
    rating: num('Score out of 5').min(0).max(5),
    date: z.iso.date().meta({ description: 'Date of the review (YYYY-MM-DD)' }),
    updated: updatedField,
    pdf: obj('ReviewPdf', 'The review as a PDF', {
      src: generatedFile('PDF path under /pdf/reviews/ (generated at build from this review)'),
      name: text('Download file name'),
    }).optional(),
    ...publicationFields,
  })
  .superRefine(checkPublicationDates)
  .meta({ description: 'A review-platform review (slug = file name)' });

export type BlogReview = z.infer<typeof blogReview>;
