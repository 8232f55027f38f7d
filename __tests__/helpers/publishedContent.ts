/** Which content files a production build publishes, read straight from their JSON (not from the code under test), so tests can count pages and name the ones kept back. */
import fs from 'node:fs';
import path from 'node:path';

export interface ContentFile {
  /** The page path the file's folder and language give it, e.g. /blog/case-study/<slug>/ or /de/blog/case-study/<slug>/. */
  pagePath: string;
  file: string;
  /** The language in the file name (`<slug>.<language>.json`). */
  locale: string;
  data: Record<string, unknown>;
}

/** A file is unpublished when it is a draft or its publishAt is still ahead of `now`. */
export const isUnpublished = (data: Record<string, unknown>, now = new Date()) =>
  data.draft === true || (typeof data.publishAt === 'string' && Date.parse(data.publishAt) > now.getTime());

const CONTENT_FILE = /^(.+)\.([a-z]{2})\.json$/;

/** Every `<slug>.<language>.json` file directly in `dir` (only `locale`'s when given), with the page path `/<urlPrefix>/<slug>/` (German under /de). */
export function contentFiles(dir: string, urlPrefix: string, locale?: string): ContentFile[] {
  return fs
    .readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const [, slug, language] = CONTENT_FILE.exec(name) ?? [];
      if (!slug || !language || (locale && language !== locale)) return [];
      const file = path.join(dir, name);
      const data = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
      const prefix = language === 'en' ? '' : `/${language}`;
      return [{ pagePath: `${prefix}/${urlPrefix}/${slug}/`, file, locale: language, data }];
    });
}

/** Every blog post file under `blogDir` (content/blog/<kind>/<slug>.<language>.json; only `locale`'s when given), page path /blog/<kind>/<slug>/. */
export const blogFiles = (blogDir: string, locale?: string): ContentFile[] =>
  fs.readdirSync(blogDir).flatMap((kind) => contentFiles(path.join(blogDir, kind), `blog/${kind}`, locale));
