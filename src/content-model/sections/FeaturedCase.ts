/** Content schema of the featured case teaser: a case (by slug) and which of its facts and recorded results to show — no figures of its own. */
import { z } from 'zod';
import { flag, id, image, obj, ref, text } from '../kit';
import { video } from '../common';

export const featuredCaseProps = obj('FeaturedCaseProps', 'A case study teaser', {
  case: ref('CasesJson', 'Slug of the case; the link, company type, project type and figures are read from it'),
  caseTitle: text('Teaser heading'),
  caseText: text('Teaser paragraph'),
  caseLinkText: text('Link label, e.g. "Read the case"'),
  caseInfoItems: z
    .array(
      obj('CaseInfoItem', 'A fact read from the case: its company type, project type or one of its results', {
        label: text('Fact name, e.g. "Company type" or "Result"'),
        field: z
          .enum(['companyType', 'projectType'])
          .optional()
          .meta({ description: 'companyType | projectType: shows that attribute of the case' }),
        result: id('Id of a result of the case: shows its value and meaning').optional(),
      }).superRefine((item, ctx) => {
        if ((item.field === undefined) === (item.result === undefined))
          ctx.addIssue({ code: 'custom', path: ['field'], message: 'give exactly one of field or result' });
      }),
    )
    .min(1),
  stats: z
    .array(id('Id of a result of the case'))
    .length(3, 'must have exactly 3 statistics')
    .optional()
    .meta({ description: 'Three results of the case, by id' }),
  bgImage: image('Background image').optional(),
  video: video.optional(),
  blackText: flag('Dark text on a light background').optional(),
});
