/** onPostBuild step: renders the 1200x630 share image each page's og:image names, from the share card its page context carries (set in createPages / onCreatePage), with sharp, every letter an outline of the brand faces (shareCard.ts); identical cards render once and stay cached in .cache between builds. */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { SHARE_HEIGHT, SHARE_WIDTH, shareImagePath, type ShareCard } from '../../lib/shareImage';
import { shareImageSvg } from './shareCard';

/** A SitePage node as onPostBuild's getNodesByType returns it. */
export interface PageNode {
  path: string;
  context?: { share?: ShareCard } | null;
}

/** Bumped when renderCard or the JPEG settings change, so cached images drawn the old way are not reused. */
const RENDERER_VERSION = 2;
const JPEG = { quality: 82, mozjpeg: true } as const;

/** Image path → card, one per image (a page and its /404.html twin share one); pages without a card (forwarding pages) get none. Two pages whose paths flatten to one image name (`/de/cases/` and an English `/de-cases/`) with different cards stop the build. */
export function shareJobs(pages: readonly PageNode[]): Map<string, ShareCard> {
  const jobs = new Map<string, ShareCard>();
  const owners = new Map<string, string>();
  for (const page of pages) {
    const share = page.context?.share;
    if (!share) continue;
    const image = shareImagePath(page.path);
    const taken = jobs.get(image);
    if (taken && (taken.title !== share.title || taken.photo !== share.photo))
      throw new Error(`share images: ${owners.get(image)} and ${page.path} would both be ${image}; rename one of the pages`);
    jobs.set(image, share);
    owners.set(image, page.path);
  }
  return jobs;
}

async function renderCard(card: ShareCard, svg: string): Promise<Sharp> {
  if (!card.photo) return sharp(Buffer.from(svg));
  return sharp(card.photo)
    .resize(SHARE_WIDTH, SHARE_HEIGHT, { fit: 'cover' })
    .composite([{ input: Buffer.from(svg) }]);
}

/** What a card's image depends on: the drawn SVG, the photo's bytes and the renderer version. */
function cardKey(svg: string, photoDigest: string): string {
  return crypto.createHash('sha256').update(`${RENDERER_VERSION}\0${svg}\0${photoDigest}`).digest('hex').slice(0, 32);
}

/** Distinct cards by cache key, each with its SVG and the image files it becomes. */
export type LaidOutCards = Map<string, { card: ShareCard; svg: string; targets: string[] }>;

/** Lays out every page's card in the brand faces (on this thread, so it is done before the drawing starts on sharp's); identical cards share one key. */
export async function layOutShareCards(publicDir: string, siteName: string, pages: readonly PageNode[]): Promise<LaidOutCards> {
  const photoDigests = new Map<string, string>();
  const digestOf = (photo?: string) => {
    if (!photo) return '';
    if (!photoDigests.has(photo)) photoDigests.set(photo, crypto.createHash('sha256').update(fs.readFileSync(photo)).digest('hex'));
    return photoDigests.get(photo) as string;
  };
  const cards: LaidOutCards = new Map();
  for (const [imagePath, card] of shareJobs(pages)) {
    const svg = await shareImageSvg(card.title, siteName, Boolean(card.photo));
    const key = cardKey(svg, digestOf(card.photo));
    const entry = cards.get(key) ?? { card, svg, targets: [] };
    entry.targets.push(path.join(publicDir, imagePath));
    cards.set(key, entry);
  }
  return cards;
}

/** Writes every laid-out card's images, drawing each distinct card once (or taking it from `cacheDir`); returns how many were written and how many drawn. */
export async function drawShareCards(cards: LaidOutCards, cacheDir: string): Promise<{ written: number; rendered: number }> {
  fs.mkdirSync(cacheDir, { recursive: true });
  let rendered = 0;
  let written = 0;
  await Promise.all(
    [...cards].map(async ([key, { card, svg, targets }]) => {
      const cached = path.join(cacheDir, `${key}.jpg`);
      if (!fs.existsSync(cached)) {
        const temp = `${cached}.${process.pid}.tmp`;
        await (await renderCard(card, svg)).jpeg(JPEG).toFile(temp);
        fs.renameSync(temp, cached);
        rendered += 1;
      }
      for (const target of targets) {
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.copyFileSync(cached, target);
        written += 1;
      }
    }),
  );
  return { written, rendered };
}
