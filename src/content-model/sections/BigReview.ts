/** Content schema of the big review: a long client quote with portrait, and the review-platform block unless hidden. */
import { z } from 'zod';
import { flag, image, obj, quote, ref, text } from '../kit';

export const bigReviewProps = obj('BigReviewProps', 'A long client review', {
  texts: z.array(quote("A paragraph of the review, in the reviewer's own words")).min(1),
  image: image('Portrait'),
  personName: text('Reviewer name'),
  nameAndPosition: text('Role and company'),
  hideClutchBlock: flag('Hides the review-platform block').optional(),
  review: ref('BlogReviewJson', 'The platform review shown in the platform block and linked').optional(),
});
