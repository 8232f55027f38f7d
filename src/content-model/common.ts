/** Field groups shared by several content types (metadata, links, industry tags). */
import { z } from 'zod';
import { href, obj, text } from './kit';

export const pageMetadata = obj('PageMetadata', 'Search metadata of a page', {
  name: text('Page title used in <title> and share cards'),
  description: text('Search description, unique across the site').max(160, 'must be at most 160 characters'),
});

export const link = obj('Link', 'A labelled link', {
  label: text('Visible link text'),
  href: href('Site path ("/about-us/") or absolute https URL'),
});

export const industryTag = obj('IndustryTag', 'An industry label with its emoji', {
  emoji: z.string().min(1).meta({ description: 'Emoji shown before the label' }),
  label: text('Industry name'),
});

export const audience = z.enum(['startups', 'smb', 'enterprise']).meta({ description: 'startups | smb | enterprise' });
