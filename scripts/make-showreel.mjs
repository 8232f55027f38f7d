// Builds the floating widget's showreel from the cases' own screens: a title, ten cases (one per kind of project in turn),
// each named with the first result its case page lists, and a closing title; set in the site's typefaces and palette,
// with a synthesised music bed and a WebVTT caption track. Writes static/video/showreel{,-large}.{webm,mp4}
// (480x270 for the corner widget, 960x540 for the active player), showreel-poster.jpg and showreel.en.vtt.
// Needs ffmpeg (Debian: apt-get install ffmpeg) and Chromium. Usage: node --import tsx scripts/make-showreel.mjs
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { palette } from '../src/lib/palette.ts';
import { ffmpeg, requireFfmpeg, stillInput, vp9 } from './media/ffmpeg.mjs';
import { renderPng, withChromium } from './media/render.mjs';
import { BACKDROP, FRAME, backdropHtml, caseCaptionHtml, titleCaptionHtml } from './media/showreel/scenes.mjs';
import { writeMusic } from './media/showreel/music.mjs';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'static/video');
const CASES = 10;
const CASE_SECONDS = 2.8;
const TITLE_SECONDS = 2.6;
const FADE = 0.5;
const FPS = 25;
const ACCENTS = [palette.violet, palette.coral, palette.mint, palette.sun];

/** Cases in slug order, taken one project type at a time (round robin) so the reel shows the range of work. */
export function pickCases(cases, count) {
  const byType = new Map();
  for (const c of [...cases].sort((a, b) => a.slug.localeCompare(b.slug))) {
    const type = c.attributes.projectType;
    byType.set(type, [...(byType.get(type) ?? []), c]);
  }
  const queues = [...byType.values()];
  const picked = [];
  while (picked.length < count && queues.some((q) => q.length))
    for (const q of queues) if (q.length && picked.length < count) picked.push(q.shift());
  return picked;
}

const vttTime = (s) => {
  const ms = Math.round(s * 1000);
  const pad = (n, w = 2) => String(n).padStart(w, '0');
  return `${pad(Math.floor(ms / 3600000))}:${pad(Math.floor(ms / 60000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
};

async function main() {
  requireFfmpeg();
  const site = JSON.parse(fs.readFileSync(path.join(root, 'content/site.en.json'), 'utf8'));
  const copy = site.copy.showreel;
  const all = fs
    .readdirSync(path.join(root, 'content/cases'))
    .filter((f) => f.endsWith('.en.json'))
    .map((f) => JSON.parse(fs.readFileSync(path.join(root, 'content/cases', f), 'utf8')));
  const cases = pickCases(all, CASES);
  const host = new URL(site.siteUrl).host;

  // Scenes: backdrop + caption layer + length + the words a caption cue carries.
  const scenes = [
    {
      backdrop: { field: palette.ink, colours: [palette.violet, palette.coral, palette.mint] },
      caption: titleCaptionHtml({ title: site.agencyName, line: copy.reelOpening }, palette.paper),
      seconds: TITLE_SECONDS,
      cue: `${site.agencyName}: ${copy.reelOpening}`,
    },
    ...cases.map((c, i) => {
      const [result] = c.results;
      return {
        backdrop: { image: path.join(root, 'content/images/cases', c.slug, 'screen-1.png') },
        caption: caseCaptionHtml({ client: c.client, value: result.value, meaning: result.meaning }, palette, ACCENTS[i % ACCENTS.length]),
        seconds: CASE_SECONDS,
        cue: `${c.client}: ${result.value} ${result.meaning}`,
      };
    }),
    {
      backdrop: { field: palette.violet, colours: [palette.sun, palette.coral, palette.mint] },
      caption: titleCaptionHtml({ title: copy.reelClosing, line: `${site.contactEmail} · ${host}` }, palette.white),
      seconds: TITLE_SECONDS + 0.6,
      cue: `${copy.reelClosing} ${site.contactEmail}, ${host}`,
    },
  ];

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

  // Scene k starts (cross-fading in) at starts[k]; the reel lasts until the last scene ends.
  const starts = scenes.reduce((acc, s, k) => [...acc, k === 0 ? 0 : acc[k - 1] + scenes[k - 1].seconds - FADE], []);
  const duration = starts.at(-1) + scenes.at(-1).seconds;
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

  const cues = scenes.map(
    (s, k) =>
      `${k + 1}\n${vttTime(starts[k] + 0.3)} --> ${vttTime(k + 1 < scenes.length ? starts[k + 1] + 0.3 : duration)}\n${copy.reelSound} ${s.cue}`,
  );
  fs.writeFileSync(path.join(out, 'showreel.en.vtt'), `WEBVTT\n\n${cues.join('\n\n')}\n`);
  fs.rmSync(work, { recursive: true, force: true });

  for (const f of fs
    .readdirSync(out)
    .filter((f) => f.startsWith('showreel'))
    .sort())
    console.log(`${f}\t${fs.statSync(path.join(out, f)).size} bytes`);
  console.log(`showreel: ${scenes.length} scenes, ${cases.length} cases, ${duration.toFixed(1)} s`);
}

if (process.argv[1] === import.meta.filename) await main();
