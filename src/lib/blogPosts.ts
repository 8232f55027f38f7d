/** Blog posts as the listing, the kind pages and the feed show them: one shape for every kind of post, newest first. */

/** The kinds of post, each a folder under content/blog/ and a listing at /blog/<kind>/ (src/content-model/collections.ts). */
export const BLOG_KINDS = ['review', 'case-study'] as const;
export type BlogKind = (typeof BLOG_KINDS)[number];

export const isBlogKind = (value: string): value is BlogKind => (BLOG_KINDS as readonly string[]).includes(value);

/** A steady reading pace for business prose; the figure most reading-time estimates use. */
export const WORDS_PER_MINUTE = 220;

/** Whole minutes to read a text, at least one. */
export function readingMinutes(text: string): number {
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

interface ReviewBody {
  title: string;
  text: string;
}

interface ArticleBody {
  title: string;
  lead: string;
  sections: readonly { heading: string; paragraphs: readonly string[]; items?: readonly string[] | null }[];
}

/** Everything a visitor reads on a post's page, in order: what its reading time counts. */
export function postBody(kind: BlogKind, data: unknown): string {
  if (kind === 'review') {
    const review = data as ReviewBody;
    return [review.title, review.text].join('\n');
  }
  const article = data as ArticleBody;
  return [
    article.title,
    article.lead,
    ...article.sections.flatMap((section) => [section.heading, ...section.paragraphs, ...(section.items ?? [])]),
  ].join('\n');
}

/** One post as listed: what its card and its feed item say. */
export interface BlogPostSummary {
  kind: BlogKind;
  path: string;
  title: string;
  summary: string;
  date: string;
  readingMinutes: number;
  author: string;
}

/** A post's summary from its content record (a review's author is the client who wrote it). */
export function summarizePost(kind: BlogKind, path: string, data: unknown): BlogPostSummary {
  const record = data as { title: string; summary: string; date: string; humanName?: string; author?: { name: string } };
  return {
    kind,
    path,
    title: record.title,
    summary: record.summary,
    date: record.date,
    readingMinutes: readingMinutes(postBody(kind, data)),
    author: kind === 'review' ? (record.humanName ?? '') : (record.author?.name ?? ''),
  };
}

/** Newest first; posts of one day by title, so the order never depends on file order. */
export const newestFirst = <T extends { date: string; title: string }>(posts: readonly T[]): T[] =>
  [...posts].sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
