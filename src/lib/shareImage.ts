/** Per-page share images: where each page's 1200x630 image lives and the SVG it is drawn from (rendered by sharp at build). */

import { palette } from './palette';

export const SHARE_WIDTH = 1200;
export const SHARE_HEIGHT = 630;

/** What a page's share image shows: its title, and for case studies the case's own image (content `seo.metaImage`) behind it. */
export interface ShareCard {
  title: string;
  /** Absolute path of a raster drawn under the card, cropped to 1200x630. */
  photo?: string;
}

/** `/` → `/og/home.jpg`, `/cases/healthcare/ehr/` → `/og/cases-healthcare-ehr.jpg`. */
export function shareImagePath(pagePath: string): string {
  const slug = pagePath
    .replace(/\.html$/, '')
    .split('/')
    .filter(Boolean)
    .join('-')
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-');
  return `/og/${slug || 'home'}.jpg`;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Greedy word wrap to at most `maxLines` lines of `maxChars`, the last line ending in an ellipsis if text is left over. */
export function wrapTitle(title: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  const words = title.trim().split(/\s+/);
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i];
    const next = current ? `${current} ${word}` : word;
    if (next.length <= maxChars || !current) {
      current = next;
      continue;
    }
    lines.push(current);
    current = word;
    if (lines.length === maxLines) {
      lines[maxLines - 1] = `${lines[maxLines - 1].replace(/[\s,.;:]+$/, '')}…`;
      return lines;
    }
  }
  if (current) lines.push(current);
  return lines;
}

/** The share card: site name, the page title in large type and the brand mark, in the site palette; over a photo the ink background turns translucent. */
export function shareImageSvg(title: string, siteName: string, overPhoto = false): string {
  const lines = wrapTitle(title, 22, 3);
  const fontSize = lines.length > 2 ? 76 : 88;
  const lineHeight = Math.round(fontSize * 1.12);
  const top = 300 - ((lines.length - 1) * lineHeight) / 2;
  const text = lines
    .map(
      (line, i) =>
        `<text x="80" y="${top + i * lineHeight}" font-size="${fontSize}" font-weight="800" fill="${palette.paper}">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_WIDTH}" height="${SHARE_HEIGHT}" viewBox="0 0 ${SHARE_WIDTH} ${SHARE_HEIGHT}">
<rect width="100%" height="100%" fill="${palette.ink}"${overPhoto ? ' fill-opacity="0.78"' : ''}/>
<circle cx="1080" cy="120" r="210" fill="${palette.violet}"/>
<circle cx="1080" cy="120" r="120" fill="none" stroke="${palette.sun}" stroke-width="28"/>
<rect x="80" y="520" width="120" height="10" rx="5" fill="${palette.sun}"/>
<g font-family="DejaVu Sans, Inter, Arial, sans-serif">
<text x="80" y="110" font-size="36" font-weight="700" fill="${palette.violetSoft}">${escapeXml(siteName)}</text>
${text}
</g>
</svg>`;
}
