/**
 * After a build, what it published: a production build records its published pages in public/published.json (which
 * `npm run publish:due` compares with what is due) and names what is scheduled next; a preview build keeps every page
 * away from search engines (noindex on each, robots.txt disallowing all).
 */
import fs from 'node:fs';
import path from 'node:path';
import { publishedPages, scheduledPages } from '../../content-model/builtContent';
import type { PublicationClock } from '../../content-model/publication';
import { formatDateTime } from '../../lib/dates';
import type { HtmlPass } from '../../html/htmlFiles';

/** Where a production build records its published pages. */
export const PUBLISHED_LIST = 'published.json';

export interface PublishedList {
  builtAt: string;
  pages: { path: string; title: string; file: string }[];
}

const NOINDEX = '<meta name="robots" content="noindex"/>';

/** Preview builds: every page noindex (a page of an unpublished record already says so in its head). */
export const noindexPass: HtmlPass = {
  name: 'preview noindex',
  run: (html) => (/<meta name="robots"/.test(html) ? html : html.replace('</head>', `${NOINDEX}</head>`)),
};

/** Writes what the build published (production) or the preview's robots.txt; returns the lines the build prints. */
export function recordPublication(contentDir: string, publicDir: string, clock: PublicationClock): string[] {
  if (clock.preview) {
    fs.rmSync(path.join(publicDir, PUBLISHED_LIST), { force: true });
    fs.writeFileSync(path.join(publicDir, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
    return ['preview build: drafts and scheduled pages included, every page noindex, robots.txt disallows all'];
  }
  const list: PublishedList = { builtAt: clock.now.toISOString(), pages: publishedPages(contentDir, clock.now) };
  fs.writeFileSync(path.join(publicDir, PUBLISHED_LIST), `${JSON.stringify(list, null, 2)}\n`);
  const scheduled = scheduledPages(contentDir, clock.now);
  if (scheduled.length === 0) return [`${list.pages.length} content pages published; nothing scheduled`];
  return [
    `${list.pages.length} content pages published; scheduled next:`,
    ...scheduled.map((page) => `  ${formatDateTime(page.publishAt)}  ${page.path}  "${page.title}" (${page.file})`),
  ];
}
