/** The content a build publishes, read from the files: the outputs made after the build (search index, feed, PDFs, the published list) follow the same rule as its records. */
import path from 'node:path';
import { loadContent, type Loaded } from './check';
import type { Collection } from './collections';
import { isBuilt, publicationClock, publicationOf, type PublicationClock } from './publication';

/** Every content file a build with `clock` makes something of (all of them in a preview). */
export function loadBuilt(contentDir: string, root = process.cwd(), clock: PublicationClock = publicationClock()): Loaded[] {
  return loadContent(contentDir, root).loaded.filter((item) => isBuilt(item.data, clock));
}

/** A page of the published site as the last build recorded it (public/published.json) and `npm run publish:due` compares it. */
export interface PublishedPage {
  path: string;
  title: string;
  /** The content file, relative to the content folder. */
  file: string;
}

/** A page waiting for its publication time. */
export interface ScheduledPage extends PublishedPage {
  publishAt: string;
}

type Titled = { metadata?: { name?: string }; hero?: { title?: string }; title?: string };
const titleOf = (data: unknown) => {
  const { title, hero, metadata } = data as Titled;
  return title ?? hero?.title ?? metadata?.name ?? '';
};

function pagesOf(contentDir: string, keep: (data: unknown) => boolean): (PublishedPage & { data: unknown })[] {
  return loadContent(contentDir, contentDir)
    .loaded.flatMap((item) => {
      const { pathOf } = item.collection as Partial<Collection>;
      if (!pathOf || typeof item.data !== 'object' || item.data === null || !keep(item.data)) return [];
      const file = path.relative(contentDir, item.file).split(path.sep).join('/');
      return [
        { path: pathOf(item.slug, item.data as Record<string, unknown>, item.locale), title: titleOf(item.data), file, data: item.data },
      ];
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** The content pages a production build at `now` publishes, by path. */
export const publishedPages = (contentDir: string, now: Date): PublishedPage[] =>
  pagesOf(contentDir, (data) => publicationOf(data, now).state === 'published').map(({ path: at, title, file }) => ({
    path: at,
    title,
    file,
  }));

/** The pages still waiting for their time at `now` (drafts are not scheduled), soonest first. */
export function scheduledPages(contentDir: string, now: Date): ScheduledPage[] {
  return pagesOf(contentDir, (data) => publicationOf(data, now).state === 'scheduled')
    .map(({ data, ...page }) => ({ ...page, publishAt: (data as { publishAt: string }).publishAt }))
    .sort((a, b) => Date.parse(a.publishAt) - Date.parse(b.publishAt));
}
