/** onPostBuild step: renders the 1200x630 share image each page's og:image names, from the share card its page context carries (set in createPages / onCreatePage), with sharp. */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { SHARE_HEIGHT, SHARE_WIDTH, shareImagePath, shareImageSvg, type ShareCard } from '../lib/shareImage';

/** A SitePage node as onPostBuild's getNodesByType returns it. */
export interface PageNode {
  path: string;
  context?: { share?: ShareCard } | null;
}

/** Image path → card, one per image (a page and its /404.html twin share one); pages without a card (forwarding pages) get none. */
export function shareJobs(pages: readonly PageNode[]): Map<string, ShareCard> {
  const jobs = new Map<string, ShareCard>();
  for (const page of pages) {
    const share = page.context?.share;
    if (share) jobs.set(shareImagePath(page.path), share);
  }
  return jobs;
}

async function renderCard(card: ShareCard, siteName: string): Promise<sharp.Sharp> {
  const svg = Buffer.from(shareImageSvg(card.title, siteName, Boolean(card.photo)));
  if (!card.photo) return sharp(svg);
  return sharp(card.photo).resize(SHARE_WIDTH, SHARE_HEIGHT, { fit: 'cover' }).composite([{ input: svg }]);
}

/** Writes every share image under `publicDir`; returns how many. */
export async function renderShareImages(publicDir: string, siteName: string, pages: readonly PageNode[]): Promise<number> {
  const jobs = shareJobs(pages);
  await Promise.all(
    [...jobs].map(async ([imagePath, card]) => {
      const target = path.join(publicDir, imagePath);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      await (await renderCard(card, siteName)).jpeg({ quality: 82, mozjpeg: true }).toFile(target);
    }),
  );
  return jobs.size;
}
