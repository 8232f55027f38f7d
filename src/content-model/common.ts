/** Field groups shared by several content types (metadata, links, industry tags, colours, video). */
import { z } from 'zod';
import { href, obj, objList, staticFile, text } from './kit';

export const pageMetadata = obj('PageMetadata', 'Search metadata of a page', {
  name: text('Page title used in <title> and share cards'),
  description: text('Search description, unique across the site').max(160, 'must be at most 160 characters'),
});

/** One headed part of a long text (a blog article's section, a legal notice's clause), as ProseSection shows it. */
export const proseSection = obj('ProseSectionContent', 'One headed part of a long text', {
  heading: text('Section heading (h2)'),
  paragraphs: z.array(text('A paragraph')).min(1).meta({ description: 'Paragraphs, in order' }),
  items: z.array(text('A list item')).optional().meta({ description: 'Optional list after the paragraphs' }),
});

/** The opening fields of every blog post, whatever its kind: its page metadata, and the headline and summary the listing and the feed show. */
export const blogPostOpening = (titleDescription: string) => ({
  metadata: pageMetadata,
  title: text(titleDescription),
  summary: text('One-line summary on the blog listing and in the feed').max(140, 'must be at most 140 characters'),
});

export const link = obj('Link', 'A labelled link', {
  label: text('Visible link text'),
  href: href('Site path ("/about-us/") or absolute https URL'),
});

export const industryTag = obj('IndustryTag', 'An industry label with its emoji', {
  emoji: z.string().min(1).meta({ description: 'Emoji shown before the label' }),
  label: text('Industry name'),
});

export const audiences = ['startups', 'smb', 'enterprise'] as const;
export const audience = z.enum(audiences).meta({ description: 'startups | smb | enterprise (also the tab anchors)' });

/** Entries per audience, each shown as a tab: its audience, its tab label, then what the tab holds; one per audience at most. */
export const perAudience = <S extends z.ZodRawShape>(typeName: string, description: string, shape: S) =>
  objList(typeName, description, { audience, label: text('Tab label, e.g. "Startups"'), ...shape }).max(audiences.length);

/** The spec's audience order (Startups, Small and Medium Business, Enterprise), as the problem a list breaking it gets, or null. */
export function audienceOrderProblem(listed: readonly string[]): string | null {
  const ranks = listed.map((a) => audiences.indexOf(a as (typeof audiences)[number]));
  const ordered = ranks.every((rank, i) => i === 0 || rank > ranks[i - 1]);
  return ordered ? null : `audiences must follow the order ${audiences.join(', ')} on every page, got ${listed.join(', ')}`;
}

/** perAudience whose entries must come in the spec's order, so a tab row reads the same on every page. */
export const perAudienceInOrder = <S extends z.ZodRawShape>(typeName: string, description: string, shape: S) =>
  perAudience(typeName, description, shape).superRefine((entries, ctx) => {
    const problem = audienceOrderProblem(entries.map((entry) => (entry as { audience: string }).audience));
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const color = (description: string) =>
  z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'must be a #rrggbb colour')
    .meta({ description });

export const video = obj('Video', 'A short looping muted video under static/', {
  type: z.enum(['video/mp4', 'video/webm']).meta({ description: 'MIME type of src' }),
  src: staticFile('Video path under static/'),
  webm: staticFile('WebM (VP9) version of the same video under static/, offered first where the browser plays it').optional(),
  poster: staticFile('Poster image path under static/'),
});

/** Which contact form a button opens (the default form, or a named one such as Pilot). */
export const formName = z.enum(['default', 'pilot']).meta({ description: 'default | pilot' });
