/**
 * Where the CMS preview loads an image a record names. Decap resolves an image path to the entry's media folder plus
 * the file's base name, so `../images/services/website-design/hero.jpg` became `content/images/services/hero.jpg` and
 * showed broken, as did every image of a referenced record (a testimonial's portrait). Those are loaded from
 * /admin/content/images/… instead (served by develop from content/, copied there by the build). Only images at the top
 * of the edited entry's own media folder (where Decap puts uploads, shown before they are saved) stay Decap's.
 */

/** URL prefix under which /admin/ serves content/images/ (develop: from disk; build: public/admin/content/images/). */
export const ADMIN_IMAGES_PREFIX = '/admin/content/images/';

/** `a/b/../c/./d` → `a/c/d`; undefined when it climbs above the start. */
function normalize(parts: string[]): string | undefined {
  const out: string[] = [];
  for (const part of parts) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (out.length === 0) return undefined;
      out.pop();
    } else out.push(part);
  }
  return out.join('/');
}

/**
 * The preview URL of `value`, an image path as written in the JSON file `file` (repository-relative, e.g.
 * `content/testimonials/ana.json`), while the entry at `entryPath` is edited (undefined while it is unsaved).
 */
export function previewImageSource(
  value: string,
  file: string | undefined,
  entryPath: string | undefined,
  decapAsset: (value: string) => string,
): string {
  if (!file || /^(?:[a-z][a-z0-9+.-]*:|\/)/i.test(value)) return decapAsset(value);
  const resolved = normalize([...file.split('/').slice(0, -1), ...value.split('/')]);
  if (!resolved?.startsWith('content/images/')) return decapAsset(value);
  const inImages = resolved.slice('content/images/'.length);
  // The entry's own media folder is content/images/<its first folder>/ (src/cms/config.ts): uploads land at its top.
  const ownMediaFolder = entryPath?.split('/')[1];
  if (file === entryPath && inImages.split('/').length === 2 && inImages.startsWith(`${ownMediaFolder}/`)) return decapAsset(value);
  return `${ADMIN_IMAGES_PREFIX}${inImages.split('/').map(encodeURIComponent).join('/')}`;
}
