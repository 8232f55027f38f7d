/** Content schema of a client quote on a case page: a testimonial record, by id. */
import { obj, ref, text } from '../kit';

export const caseQuoteProps = obj('CaseQuoteProps', 'The client in their own words', {
  heading: text('Section heading, e.g. "In the client\'s words"'),
  testimonial: ref('TestimonialsJson', 'Testimonial id; it must belong to this case'),
});
