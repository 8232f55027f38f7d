/** Content schema of the "Next case" link at the end of a case page. */
import { obj, ref, text } from '../kit';

export const nextCaseProps = obj('NextCaseProps', 'Link to the next case study', {
  label: text('Label, e.g. "Next case"'),
  case: ref('CasesJson', 'Slug of the next case'),
});
