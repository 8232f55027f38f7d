// One ffmpeg runner shared by the media scripts that make videos (hero loops, showreel): inputs and encoder settings.
import { execFileSync } from 'node:child_process';

/** Throws with the install hint when ffmpeg is not on the PATH. */
export function requireFfmpeg() {
  try {
    execFileSync('ffmpeg', ['-version'], { stdio: 'ignore' });
  } catch {
    throw new Error('ffmpeg is missing: apt-get install -y ffmpeg');
  }
}

/** Runs ffmpeg quietly (errors only), overwriting its output. */
export function ffmpeg(args) {
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' });
}

/** Input arguments for a still image repeated at `fps` for `seconds`. */
export const stillInput = (file, fps, seconds) => ['-loop', '1', '-framerate', String(fps), '-t', String(seconds), '-i', file];

/** VP9 (WebM) at constant quality `crf`: the settings every video of the site is encoded with. */
export const vp9 = (crf) => ['-c:v', 'libvpx-vp9', '-crf', String(crf), '-b:v', '0', '-row-mt', '1', '-deadline', 'good', '-cpu-used', '4'];
