/** onPostBuild step: renders the 1200x630 share image each built page's og:image names, from its og:title, with sharp. */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { shareImageSvg } from '../lib/shareImage';
import { listHtml } from './htmlFiles';

const attribute = (html: string, property: string) => new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];

const decode = (text: string) => text.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** Returns how many images it rendered. The title on the card drops the " | Agency" suffix the <title> carries. */
export async function renderShareImages(publicDir: string, siteName: string): Promise<number> {
  const jobs = new Map<string, string>();
  for (const { file } of listHtml(publicDir)) {
    const html = fs.readFileSync(file, 'utf8');
    const image = attribute(html, 'og:image');
    const title = attribute(html, 'og:title');
    if (!image || !title) continue;
    jobs.set(new URL(image).pathname, decode(title).replace(` | ${siteName}`, ''));
  }
  await Promise.all(
    [...jobs].map(async ([imagePath, title]) => {
      const target = path.join(publicDir, imagePath);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      await sharp(Buffer.from(shareImageSvg(title, siteName))).jpeg({ quality: 82, mozjpeg: true }).toFile(target);
    }),
  );
  return jobs.size;
}
