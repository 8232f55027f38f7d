/** Content schema of the "In addition..." card: a pointer to a related service; the card shows what that page says about itself. */
import { obj, ref, text } from '../kit';

export const inAdditionProps = obj('InAdditionProps', "An 'In addition...' card linking to a related service", {
  heading: text("Card heading; defaults to the site's 'In addition...' label").optional(),
  service: ref('ServicesJson', 'Slug of the related service; its card title, text and duration are shown'),
});
