/** Content schema of moving images: a marquee of work images with a title, text and a person quote. */
import { altText, id, image, obj, objList, text } from '../kit';

export const movingImagesProps = obj('MovingImagesProps', 'A marquee of images with a heading and a person', {
  title: text('Section heading'),
  text: text('Paragraph'),
  person: obj('MovingImagesPerson', 'Who stands behind the work', {
    name: text('Person name'),
    position: text('Role'),
    image: image('Portrait'),
  }).optional(),
  items: objList('MovingImage', 'One image', {
    id: id('Stable id'),
    image: image('Image'),
    alt: altText('Alternative text'),
  }).min(3),
});
