/** Which content files a production build publishes, read straight from their JSON (not from the code under test), so tests can count pages and name the ones kept back. */
import fs from 'node:fs';
import path from 'node:path';

export interface ContentFile {
  /** The page path the file's folder and language give it, e.g. /blog/case-study/<slug>/, /de/blog/case-study/<slug>/. */
  pagePath: string;
  /** The language its name ends in (`<slug>.de.json`); `en` for a name without one. */
  locale: string;
  file: string;
  data: Record<string, unknown>;
}

/** A file is unpublished when it is a draft or its publishAt is still ahead of `now`. */
export const isUnpublished = (data: Record<string, unknown>, now = new Date()) =>
  data.draft === true || (typeof data.publishAt === 'string' && Date.parse(data.publishAt) > now.getTime());

/** Every JSON file directly in `dir`, with the page path `/<urlPrefix>/<slug>/` (English) or `/<language>/<urlPrefix>/<slug>/`. */
export function contentFiles(dir: string, urlPrefix: string): ContentFile[] {
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const file = path.join(dir, name);
      const data = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
      const [, slug = name, locale = 'en'] = /^(.+?)(?:\.([a-z]{2}))?\.json$/.exec(name) ?? [];
      return { pagePath: `${locale === 'en' ? '' : `/${locale}`}/${urlPrefix}/${slug}/`, locale, file, data };
    });
}

/** Every blog post file under `blogDir` (content/blog/<kind>/<slug>.<language>.json), page path /blog/<kind>/<slug>/ in English. */
export const blogFiles = (blogDir: string): ContentFile[] =>
  fs.readdirSync(blogDir).flatMap((kind) => contentFiles(path.join(blogDir, kind), `blog/${kind}`));
