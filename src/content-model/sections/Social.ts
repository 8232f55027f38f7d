/** Content schema of the social section: Say Hello, the site's social links (new tab) and a list of site page links. */
import { z } from 'zod';
import { obj, text } from '../kit';
import { link } from '../common';

export const socialProps = obj('SocialProps', 'Say Hello, social profiles and page links', {
  heading: text('Section heading'),
  text: text('Line under the heading').optional(),
  pageLinks: z.array(link).min(1).meta({ description: 'Site pages to list' }),
});
