/** Content schema of the Hero section: headline words, text and scroll media. */
import { z } from 'zod';
import { altText, flag, image, obj, objList, text } from '../kit';
import { video } from '../common';

export const heroProps = obj('HeroProps', 'Opening block of a page: headline, intro text and media that widens on scroll', {
  title: objList('HeroWord', 'One word (or short phrase) of the headline', {
    text: text('The word as read'),
    image: image('Small decorative image shown inline after the word').optional(),
  })
    .min(1)
    .meta({ freeLength: true, description: 'Headline as a list of words (each language has its own number of words)' }),
  animated: flag('Reveal the words one after another').optional(),
  text: text('Intro paragraph under the headline'),
  scrollMedia: obj('HeroScrollMedia', 'Image (1797x675) or video under the headline', {
    image: image('Wide image, cropped to 1797x675').optional(),
    alt: altText('Alternative text of the image').optional(),
    video: video.optional(),
  }).optional(),
  className: z.string().optional().meta({ description: 'Extra style hook for page-specific tweaks' }),
  motionStyles: obj('HeroMotionStyles', 'Scroll-linked sizes', {
    width: z.array(z.string()).length(2).meta({ description: 'Media width at the start and the end of the scroll, e.g. ["70%", "100%"]' }),
  }).optional(),
});
