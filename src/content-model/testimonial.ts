/** Schema of content/testimonials/<id>.json: a client testimonial, referenced by id (file name) and never copied. */
import { z } from 'zod';
import { altText, flag, image, obj, quote, ref, text } from './kit';
import { audience, color, industryTag } from './common';

export const testimonial = z
  .strictObject({
    name: text('Person name'),
    position: text('Role and company'),
    text: quote('What they said, in their own words (the same in every language)'),
    industry: industryTag,
    audience,
    case: ref('CasesJson', 'The case these words come from; shown on that case page'),
    image: obj('TestimonialImage', 'Portrait', {
      src: image('Portrait raster, relative to the JSON file'),
      alt: altText('Alternative text; empty when the name beside it says it all'),
      backgroundColor: color('Background behind the portrait').optional(),
    }),
    hasPadding: flag('Adds inner padding around the portrait').optional(),
  })
  .meta({ description: 'A client testimonial (id = file name)' });
