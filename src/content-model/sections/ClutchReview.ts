/** Content schema of a review-platform review card: the shared review record, linked to its /blog/review/ page. */
import { obj, ref, text } from '../kit';

export const clutchReviewProps = obj('ClutchReviewProps', 'A review-platform review card', {
  heading: text('Section heading').optional(),
  review: ref('BlogReviewJson', 'Slug of the review in content/blog/review'),
});
