/** Content schema of the contact details form section: a per-page title and optional subtitle around the site's form. */
import { obj, text } from '../kit';
import { formName } from '../common';

export const contactFormProps = obj('ContactFormProps', 'The contact form with a page-specific title', {
  title: text('Heading above the form'),
  subtitle: text('Line inviting contact details').optional(),
  form: formName.optional(),
});
