/** A case's results (the one source of every figure about a case) and the reference other content uses to quote one. */
import { z } from 'zod';
import { id, obj, ref, text } from './kit';
import type { Locale } from '../lib/locales';

/** A client's company type as each language writes it, by the testimonial audience it belongs to: the one source of that pairing. */
export const COMPANY_TYPES = {
  startups: { en: 'Startup', de: 'Start-up' },
  smb: { en: 'Small and medium business', de: 'Mittelstand' },
  enterprise: { en: 'Enterprise', de: 'Konzern' },
} as const satisfies Record<string, Record<Locale, string>>;

type CompanyType = (typeof COMPANY_TYPES)[keyof typeof COMPANY_TYPES][Locale];

/** Every company type a case file may set, in any language (the content checks hold each file to its own language's). */
export const companyTypes = Object.values(COMPANY_TYPES).flatMap((names) => Object.values(names)) as [CompanyType, ...CompanyType[]];

/** The audience a company type belongs to, in whichever language it is written. */
export const audienceOfCompanyType = (companyType: string): string | undefined =>
  Object.entries(COMPANY_TYPES).find(([, names]) => Object.values<string>(names).includes(companyType))?.[0];

/** Each company type in English and German, a row per type: the pairs the cross-language check and the CMS read. */
export const companyTypeChoices = Object.values(COMPANY_TYPES).map((names) => [names.en, names.de] as const);

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
