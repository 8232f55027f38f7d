/** Which content files a production build publishes, read straight from their JSON (not from the code under test), so tests can count pages and name the ones kept back. */
import fs from 'node:fs';
import path from 'node:path';

export interface ContentFile {
  /** The page path the file's folder gives it, e.g. /blog/case-study/<slug>/. */
  pagePath: string;
  file: string;
  data: Record<string, unknown>;
}

/** A file is unpublished when it is a draft or its publishAt is still ahead of `now`. */
export const isUnpublished = (data: Record<string, unknown>, now = new Date()) =>
  data.draft === true || (typeof data.publishAt === 'string' && Date.parse(data.publishAt) > now.getTime());

/** Every JSON file directly in `dir`, with the page path `/<urlPrefix>/<file name>/`. */
export function contentFiles(dir: string, urlPrefix: string): ContentFile[] {
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const file = path.join(dir, name);
      const data = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
      return { pagePath: `/${urlPrefix}/${path.basename(name, '.json')}/`, file, data };
    });
}

/** Every blog post file under `blogDir` (content/blog/<kind>/<slug>.json), page path /blog/<kind>/<slug>/. */
export const blogFiles = (blogDir: string): ContentFile[] =>
  fs.readdirSync(blogDir).flatMap((kind) => contentFiles(path.join(blogDir, kind), `blog/${kind}`));
