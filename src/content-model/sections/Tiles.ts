/** Content schema of tiles listing the activities a service includes. */
import { obj, objList, text } from '../kit';

export const tilesProps = obj('TilesProps', 'Tiles listing included activities', {
  heading: text('Section heading'),
  text: text('Intro line').optional(),
  tiles: objList('Tile', 'One activity', { title: text('Activity'), text: text('What it involves').optional() }).min(1),
});
