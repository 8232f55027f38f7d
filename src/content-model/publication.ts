/** Whether a content record is on the published site yet: the draft and schedule fields, the build's one clock, and the rule every consumer follows. */
import { z } from 'zod';
import { flag } from './kit';

/** A date-time with its time zone stated: `2026-12-07T09:00:00+01:00` or `…Z`, never a bare local time. */
const ZONED_DATE_TIME = 'must be a date-time with its time zone, e.g. 2026-12-07T09:00:00+01:00 (or …Z for UTC)';

/** The fields that keep services, cases and blog posts off the published site: a draft switch and a publication time. */
export const publicationFields = {
  draft: flag(
    'Draft: on, the page is left out of the published site (its page, listings, search, feed, sitemap and PDFs) and shown only in develop and preview builds, with a "Draft" banner',
  ).optional(),
  publishAt: z.iso.datetime({ offset: true, error: ZONED_DATE_TIME }).optional().meta({
    description:
      'Publish at: the date, time and time zone from which the page is on the published site (e.g. 2026-12-07T09:00:00+01:00); before it, only previews show it',
  }),
};

/** Where a record stands: on the site, a draft, or waiting for its publication time. */
export type Publication = { state: 'published' } | { state: 'draft' } | { state: 'scheduled'; publishAt: string };

/** What the page of an unpublished record says of it (its banner): only develop and preview builds make such a page. */
export type PublicationNotice = Exclude<Publication, { state: 'published' }>;

/** How a build decides: `preview` builds (develop, `npm run build:preview`) show everything; `now` is the one clock schedules are read against. */
export interface PublicationClock {
  preview: boolean;
  now: Date;
}

/** The build's clock from the environment: CONTENT_PREVIEW=1 or `gatsby develop` preview; BUILD_NOW (a zoned date-time) fakes the time. */
export function publicationClock(env: NodeJS.ProcessEnv = process.env): PublicationClock {
  const now = env.BUILD_NOW ? new Date(env.BUILD_NOW) : new Date();
  if (Number.isNaN(now.getTime())) throw new Error(`BUILD_NOW: "${env.BUILD_NOW}" ${ZONED_DATE_TIME}`);
  return { preview: env.CONTENT_PREVIEW === '1' || env.gatsby_executing_command === 'develop', now };
}

/** A record's publication at `now`: a draft stays a draft whatever its time; a publication time still ahead is scheduled. */
export function publicationOf(data: unknown, now: Date): Publication {
  const { draft, publishAt } = (typeof data === 'object' && data !== null ? data : {}) as { draft?: unknown; publishAt?: unknown };
  if (draft === true) return { state: 'draft' };
  if (typeof publishAt === 'string' && Date.parse(publishAt) > now.getTime()) return { state: 'scheduled', publishAt };
  return { state: 'published' };
}

/** Whether a build with `clock` makes anything of the record: a production build only of published ones, a preview of all. */
export const isBuilt = (data: unknown, clock: PublicationClock) => clock.preview || publicationOf(data, clock.now).state === 'published';

/** The date a case or post shows as last updated, beside its publication date (`date`). */
export const updatedField = z.iso.date().optional().meta({
  description:
    'Last updated (YYYY-MM-DD): set it when the page changes in substance; shown beside the publication date and given to search engines',
});

/** A dated record's dates agree: it is not updated before it was published, and a scheduled one shows the day it goes out. */
export function checkPublicationDates(value: { date?: string; updated?: string; publishAt?: string }, ctx: z.RefinementCtx): void {
  if (value.updated && value.date && value.updated < value.date)
    ctx.addIssue({ code: 'custom', path: ['updated'], message: `must not be before the publication date (${value.date})` });
  const publishDay = value.publishAt?.slice(0, 10);
  if (publishDay && value.date && publishDay !== value.date)
    ctx.addIssue({ code: 'custom', path: ['date'], message: `must be the day of publishAt (${publishDay}), the date visitors see` });
}
