/** Where `npm run media` (scripts/make-showreel.mjs) writes the showreel, and which file a browser gets for each player size. */
import type { Locale } from './locales';

export const showreelMedia = {
  poster: '/video/showreel-poster.jpg',
  /** One caption track per language, on the same timings (scripts/media/showreel/captions.ts). */
  captions: (locale: Locale) => `/video/showreel.${locale}.vtt`,
  /** 480x270 for the corner player, 960x540 once the visitor makes it active. */
  small: { webm: '/video/showreel.webm', mp4: '/video/showreel.mp4' },
  large: { webm: '/video/showreel-large.webm', mp4: '/video/showreel-large.mp4' },
} as const;

/** The file for a player size: WebM (VP9 + Opus) where the browser can play it, else MP4 (H.264 + AAC). */
export function showreelSource(size: 'small' | 'large', canPlayType: (type: string) => string): string {
  const files = showreelMedia[size];
  return canPlayType('video/webm; codecs="vp9, opus"') ? files.webm : files.mp4;
}
