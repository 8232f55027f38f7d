/** Content schema of a case's results block: quotes the case's own recorded results (never its own numbers). */
import { z } from 'zod';
import { id, obj, ref, text } from '../kit';

export const caseResultsProps = obj('CaseResultsProps', "The figures of a case, read from the case's results", {
  heading: text('Section heading, e.g. "Results"'),
  case: ref('CasesJson', 'The case whose results are shown'),
  results: z.array(id('Result id')).min(1).optional().meta({ description: 'Which results, in order; all of them when left out' }),
});
