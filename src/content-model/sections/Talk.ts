/** Content schema of the talk block: a heading whose title opens the default form or a named one. */
import { obj, text } from '../kit';
import { formName } from '../common';

export const talkProps = obj('TalkProps', "A 'Let's talk' block that opens a contact form", {
  heading: text("Small heading, default 'Let's talk'").optional(),
  title: text("Clickable title, default 'Shall we chat?'").optional(),
  text: text('Line under the title').optional(),
  form: formName.optional(),
});
