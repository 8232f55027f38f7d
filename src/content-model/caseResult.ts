/** A case's results (the one source of every figure about a case) and the reference other content uses to quote one. */
import { z } from 'zod';
import { id, obj, ref, text } from './kit';

/** A client's company type as each language writes it: each row is one type in English and German (the cross-language check pairs them). */
export const companyTypeChoices = [
  ['Startup', 'Start-up'],
  ['Small and medium business', 'Mittelstand'],
  ['Enterprise', 'Konzern'],
] as const;
export const companyTypes = companyTypeChoices.flat();

export const caseResult = obj('CaseResult', 'A figure the case owns: quoted elsewhere by case slug and id, never copied', {
  id: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a lowercase slug')
    .meta({ description: 'Stable id other content quotes the figure by' }),
  value: text('The figure as shown, e.g. "3.42x" or "-58%"'),
  meaning: text('What the figure measures, e.g. "loads planned per dispatcher"'),
});

export const caseResultRef = obj('CaseResultRef', 'Quotes one result of a case by reference', {
  case: ref('CasesJson', 'Slug of the case that owns the figure'),
  result: id('Id of the result in that case'),
});

export type CaseResult = z.infer<typeof caseResult>;
