/** The production build's cross-file check: published content may not link to a draft or to a page not yet due, or the built site would link to a missing page. */
import type { z } from 'zod';
import { walk } from './walk';
import { formatJsonPath, type Problem } from './problem';
import { publicationOf, type PublicationClock } from './publication';
import { localizedPath, type Locale } from '../lib/locales';

/** A loaded content file, as the content checks read it (check.ts's Loaded). */
interface Loaded {
  collection: { typeName: string; schema: z.ZodType; pathOf?: (slug: string, data: Record<string, unknown>, locale: Locale) => string };
  file: string;
  slug: string;
  locale: Locale;
  data: unknown;
}

interface Unpublished {
  file: string;
  why: string;
}

const pathOfItem = ({ collection, slug, locale, data }: Loaded) =>
  collection.pathOf && typeof data === 'object' && data !== null
    ? collection.pathOf(slug, data as Record<string, unknown>, locale)
    : undefined;

/** Every string of `value` with its JSON path (hrefs of links, section props, copy). */
function eachString(value: unknown, at: PropertyKey[], visit: (text: string, at: PropertyKey[]) => void): void {
  if (typeof value === 'string') visit(value, at);
  else if (Array.isArray(value)) value.forEach((item, i) => eachString(item, [...at, i], visit));
  else if (typeof value === 'object' && value !== null)
    for (const [key, item] of Object.entries(value)) eachString(item, [...at, key], visit);
}

/**
 * In a production build, each reference (by slug) and each site path in published content that leads to an unpublished
 * record is a problem of the linking file naming the linked one. Previews (develop, `build:preview`) build every
 * record, so there is nothing to report.
 */
export function unpublishedLinkProblems(loaded: readonly Loaded[], rel: (file: string) => string, clock: PublicationClock): Problem[] {
  if (clock.preview) return [];
  const bySlug = new Map<string, Unpublished>();
  const byPath = new Map<string, Unpublished>();
  const published: Loaded[] = [];
  for (const item of loaded) {
    const publication = publicationOf(item.data, clock.now);
    if (publication.state === 'published') {
      published.push(item);
      continue;
    }
    const why = publication.state === 'draft' ? 'a draft' : `scheduled for ${publication.publishAt}`;
    const unpublished = { file: rel(item.file), why };
    bySlug.set(`${item.locale}:${item.collection.typeName}:${item.slug}`, unpublished);
    const pagePath = pathOfItem(item);
    if (pagePath) byPath.set(pagePath, unpublished);
  }
  if (bySlug.size === 0) return [];
  const problems: Problem[] = [];
  const report = (item: Loaded, at: PropertyKey[], target: Unpublished) =>
    problems.push({
      file: rel(item.file),
      path: formatJsonPath(at),
      message: `links to ${target.file}, which is ${target.why} and so not on the published site: remove the link or publish that file first`,
    });
  for (const item of published) {
    walk(item.collection.schema, item.data, [], (kind, value, at, target) => {
      const linked = kind === 'ref' && typeof value === 'string' ? bySlug.get(`${item.locale}:${target}:${value}`) : undefined;
      if (linked) report(item, at, linked);
    });
    eachString(item.data, [], (text, at) => {
      const linked = text.startsWith('/') ? byPath.get(localizedPath(text.replace(/[?#].*$/, ''), item.locale)) : undefined;
      if (linked) report(item, at, linked);
    });
  }
  return problems.sort((a, b) => a.file.localeCompare(b.file) || a.path.localeCompare(b.path));
}
