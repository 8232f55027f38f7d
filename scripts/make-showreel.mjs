// Builds the floating widget's showreel from the cases' own screens: a title, ten cases (one per kind of project in turn),
// each named with the first result its case page lists, and a closing title; set in the site's typefaces and palette,
// with a synthesised music bed and a WebVTT caption track. Writes static/video/showreel{,-large}.{webm,mp4}
// (480x270 for the corner widget, 960x540 for the active player), showreel-poster.jpg and a caption track per language,
// showreel.<lang>.vtt. Needs ffmpeg (Debian: apt-get install ffmpeg) and Chromium. Usage: node --import tsx scripts/make-showreel.mjs;
// with --captions it writes only the caption tracks (no ffmpeg, no Chromium).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { palette } from '../src/lib/palette.ts';
import { ffmpeg, requireFfmpeg, stillInput, vp9 } from './media/ffmpeg.mjs';
import { renderPng, withChromium } from './media/render.mjs';
import { BACKDROP, FRAME, backdropHtml, caseCaptionHtml, titleCaptionHtml } from './media/showreel/scenes.mjs';
import { writeMusic } from './media/showreel/music.mjs';
import { FADE, reelContent, sceneSeconds, sceneTimes, writeCaptionTracks } from './media/showreel/captions.ts';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'static/video');
const FPS = 25;
const ACCENTS = [palette.violet, palette.coral, palette.mint, palette.sun];

async function main() {
  requireFfmpeg();
  const english = reelContent(root);
  const { site, cases } = english;
  const copy = site.copy.showreel;
  const host = new URL(site.siteUrl).host;
  const seconds = sceneSeconds(cases.length);

  // Scenes: backdrop + caption layer + length (the words each caption cue carries: captions.ts).
  const scenes = [
    {
      backdrop: { field: palette.ink, colours: [palette.violet, palette.coral, palette.mint] },
      caption: titleCaptionHtml({ title: site.agencyName, line: copy.reelOpening }, palette.paper),
    },
    ...cases.map((c, i) => {
      const [result] = c.results;
      return {
        backdrop: { image: path.join(root, 'content/images/cases', c.slug, 'screen-1.png') },
        caption: caseCaptionHtml({ client: c.client, value: result.value, meaning: result.meaning }, palette, ACCENTS[i % ACCENTS.length]),
      };
    }),
    {
      backdrop: { field: palette.violet, colours: [palette.sun, palette.coral, palette.mint] },
      caption: titleCaptionHtml({ title: copy.reelClosing, line: `${site.contactEmail} · ${host}` }, palette.white),
    },
  ].map((scene, k) => ({ ...scene, seconds: seconds[k] }));

  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'showreel-'));
  await withChromium(async (browser) => {
    for (const [i, scene] of scenes.entries()) {
      for (const [layer, htmlText, size] of [
        ['bg', backdropHtml(scene.backdrop), BACKDROP],
        ['fg', scene.caption, FRAME],
      ]) {
        const png = await renderPng(browser, htmlText, size, `showreel scene ${i + 1} (${layer})`, { omitBackground: layer === 'fg' });
        fs.writeFileSync(path.join(work, `${layer}-${i}.png`), png);
      }
    }
  });

  const { starts, duration } = sceneTimes(seconds);
  const inputs = [];
  const filters = [];
  scenes.forEach((scene, k) => {
    inputs.push(...stillInput(path.join(work, `bg-${k}.png`), FPS, scene.seconds));
    inputs.push(...stillInput(path.join(work, `fg-${k}.png`), FPS, scene.seconds));
    const dx = BACKDROP.width - FRAME.width;
    const dy = BACKDROP.height - FRAME.height;
    const x = k % 2 ? `${dx}*(1-t/${scene.seconds})` : `${dx}*t/${scene.seconds}`;
    filters.push(`[${2 * k}:v]crop=${FRAME.width}:${FRAME.height}:${x}:${dy / 2},setsar=1[b${k}]`);
    filters.push(`[${2 * k + 1}:v]format=rgba,fade=in:st=0.35:d=0.45:alpha=1[f${k}]`);
    filters.push(`[b${k}][f${k}]overlay=0:0:format=auto,format=yuv420p,fps=${FPS}[s${k}]`);
  });
  let last = 's0';
  for (let k = 1; k < scenes.length; k += 1) {
    filters.push(
      `[${last}][s${k}]xfade=transition=${k % 3 === 0 ? 'slideleft' : 'fade'}:duration=${FADE}:offset=${starts[k].toFixed(3)}[x${k}]`,
    );
    last = `x${k}`;
  }
  const master = path.join(work, 'master.mkv');
  ffmpeg([
    ...inputs,
    '-filter_complex',
    filters.join(';'),
    '-map',
    `[${last}]`,
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '10',
    master,
  ]);

  const music = path.join(work, 'music.wav');
  writeMusic(music, duration, starts);

  fs.mkdirSync(out, { recursive: true });
  for (const [name, width, height, vp9Crf, x264Crf] of [
    ['showreel', 480, 270, 48, 34],
    ['showreel-large', 960, 540, 50, 33],
  ]) {
    const encode = (codec, file) =>
      ffmpeg(['-i', master, '-i', music, '-vf', `scale=${width}:${height}:flags=lanczos`, '-g', String(FPS * 4), ...codec, file]);
    encode([...vp9(vp9Crf), '-c:a', 'libopus', '-b:a', '32k', '-shortest'], path.join(out, `${name}.webm`));
    const h264 = ['-c:v', 'libx264', '-preset', 'slow', '-profile:v', 'main', '-crf', String(x264Crf), '-pix_fmt', 'yuv420p'];
    encode([...h264, '-c:a', 'aac', '-b:a', '48k', '-movflags', '+faststart', '-shortest'], path.join(out, `${name}.mp4`));
  }
  // The poster is the first case with its caption in place: what reduced motion shows, and the frame before playback starts.
  const posterPng = path.join(work, 'poster.png');
  ffmpeg(['-ss', String(starts[1] + 1.5), '-i', master, '-frames:v', '1', '-vf', 'scale=960:540:flags=lanczos', posterPng]);
  await sharp(posterPng).jpeg({ quality: 74, mozjpeg: true }).toFile(path.join(out, 'showreel-poster.jpg'));

  writeCaptionTracks(root, out);
  fs.rmSync(work, { recursive: true, force: true });

  for (const f of fs
    .readdirSync(out)
    .filter((f) => f.startsWith('showreel'))
    .sort())
    console.log(`${f}\t${fs.statSync(path.join(out, f)).size} bytes`);
  console.log(`showreel: ${scenes.length} scenes, ${cases.length} cases, ${duration.toFixed(1)} s`);
}

if (process.argv[1] === import.meta.filename) {
  if (process.argv.includes('--captions')) for (const file of writeCaptionTracks(root, out)) console.log(path.relative(root, file));
  else await main();
}
