/** Content schema of the featured case teaser: a case (by slug), its facts, result metric and three statistics. */
import { z } from 'zod';
import { flag, image, obj, ref, text } from '../../content-model/kit';
import { video } from '../../content-model/common';

export const featuredCaseProps = obj('FeaturedCaseProps', 'A case study teaser', {
  case: ref('CasesJson', 'Slug of the case; the link is computed from it'),
  caseTitle: text('Teaser heading'),
  caseText: text('Teaser paragraph'),
  caseLinkText: text('Link label, e.g. "Read the case"'),
  caseInfoItems: z
    .array(obj('CaseInfoItem', 'A fact: Company type, Project type, Result', { label: text('Fact name'), value: text('Fact value') }))
    .min(1),
  stats: z.array(obj('CaseStat', 'A statistic', { title: text('Figure'), text: text('What it measures') })).length(3, 'must have exactly 3 statistics').optional(),
  bgImage: image('Background image').optional(),
  video: video.optional(),
  blackText: flag('Dark text on a light background').optional(),
});
