/** Content schema of a case gallery: the product screens of the solution, each with alt text and a caption. */
import { image, obj, objList, text } from '../kit';

export const caseGalleryProps = obj('CaseGalleryProps', 'Product screens of the solution', {
  kicker: text('Small label above the heading, e.g. "The solution"'),
  heading: text('Gallery heading'),
  text: text('Intro paragraph').optional(),
  screens: objList('CaseScreen', 'One product screen', {
    image: image('Screen raster (content/images/cases/<slug>/screen-N.png)'),
    alt: text('What the screen shows, for screen readers'),
    caption: text('Visible caption: what the visitor should notice'),
  }).min(3, 'must show at least 3 screens'),
});
