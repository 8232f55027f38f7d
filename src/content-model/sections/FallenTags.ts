/** Content schema of fallen tags: labels that drop into a pile when the section scrolls into view. */
import { z } from 'zod';
import { flag, image, obj, text } from '../kit';

export const fallenTagsProps = obj('FallenTagsProps', 'Tags that fall into place on scroll', {
  title: text('Section heading'),
  text: text('Paragraph').optional(),
  description: text('Alternative paragraph slot').optional(),
  subtitle: text('Line above the heading').optional(),
  headerSubtitle: text('Line under the heading').optional(),
  image: image('Illustration beside the pile').optional(),
  className: z.string().optional().meta({ description: 'Style hook' }),
  transparent: flag('No background panel').optional(),
  tags: z.array(text('Tag label')).min(3),
});
