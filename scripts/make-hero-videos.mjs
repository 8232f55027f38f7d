// Makes the hero scroll videos the content asks for: every Hero whose scrollMedia has a `video` gets it drawn from its
// own hero image (the page's product screens): a slow camera move in and across the screens that loops seamlessly,
// 1280x480, muted (no audio stream), as MP4 (`video.src`) and WebM (`video.webm`), plus the poster (`video.poster`,
// the first frame, which is the whole image). The page keeps the image underneath as its first paint.
// Needs ffmpeg (Debian: apt-get install ffmpeg). Usage: node scripts/make-hero-videos.mjs [--force]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { ffmpeg, requireFfmpeg, stillInput, vp9 } from './media/ffmpeg.mjs';

const root = path.resolve(import.meta.dirname, '..');
const force = process.argv.includes('--force');
const SIZE = { width: 1280, height: 480 };
const SECONDS = 10;
const FPS = 25;

/** Heroes with a video: [{ json, image, video }] from content/services and content/pages. */
export function heroVideos() {
  const found = [];
  for (const dir of ['services', 'pages']) {
    const folder = path.join(root, 'content', dir);
    // The German files show the same hero videos: the English ones list each video once.
    for (const file of fs.readdirSync(folder).filter((f) => f.endsWith('.en.json'))) {
      const json = path.join(folder, file);
      const data = JSON.parse(fs.readFileSync(json, 'utf8'));
      for (const section of data.components ?? []) {
        const media = section.name === 'Hero' ? section.props?.scrollMedia : null;
        if (media?.video && media.image) found.push({ json, image: path.resolve(folder, media.image), video: media.video });
      }
    }
  }
  return found;
}

const staticPath = (sitePath) => path.join(root, 'static', sitePath);

async function makeHeroVideo({ image, video }, work) {
  // Upscaled once so zoompan's whole-pixel crops stay smooth at the output size.
  const big = path.join(work, `${path.basename(path.dirname(image))}.png`);
  await sharp(image)
    .resize(SIZE.width * 3, SIZE.height * 3, { fit: 'cover' })
    .png({ compressionLevel: 1 })
    .toFile(big);
  const frames = SECONDS * FPS;
  // One period of a cosine: starts and ends on the whole image (zoom 1), in to 1.12 while drifting right and back.
  const ease = `(0.5-0.5*cos(2*PI*on/${frames}))`;
  const zoom = `1+0.12*${ease}`;
  const x = `(iw-iw/zoom)*(0.5+0.35*sin(2*PI*on/${frames}))`;
  const y = `(ih-ih/zoom)/2`;
  const filter = `zoompan=z='${zoom}':x='${x}':y='${y}':d=1:s=${SIZE.width}x${SIZE.height}:fps=${FPS},format=yuv420p`;
  const encode = (codec, file) => ffmpeg([...stillInput(big, FPS, SECONDS), '-vf', filter, '-an', ...codec, file]);
  const mp4 = staticPath(video.src);
  fs.mkdirSync(path.dirname(mp4), { recursive: true });
  encode(['-c:v', 'libx264', '-preset', 'slow', '-crf', '30', '-profile:v', 'main', '-movflags', '+faststart'], mp4);
  if (video.webm) encode(vp9(42), staticPath(video.webm));
  await sharp(image)
    .resize(SIZE.width, SIZE.height, { fit: 'cover' })
    .jpeg({ quality: 72, mozjpeg: true })
    .toFile(staticPath(video.poster));
  return [video.src, video.webm, video.poster].filter(Boolean).map((p) => `${p}\t${fs.statSync(staticPath(p)).size} bytes`);
}

if (process.argv[1] === import.meta.filename) {
  requireFfmpeg();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'hero-video-'));
  for (const hero of heroVideos()) {
    if (
      !force &&
      fs.existsSync(staticPath(hero.video.src)) &&
      fs.statSync(staticPath(hero.video.src)).mtimeMs > fs.statSync(hero.image).mtimeMs
    )
      continue;
    console.log((await makeHeroVideo(hero, work)).join('\n'));
  }
  fs.rmSync(work, { recursive: true, force: true });
}
