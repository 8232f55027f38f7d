/**
 * Gives the showreel its file only once the page is interactive and idle (it never competes with first paint or LCP),
 * and not at all for visitors who prefer reduced motion until they ask to watch: they see the poster. Becoming active
 * swaps in the larger file at the same moment of the reel, with captions shown.
 */
import { useEffect, useState, type RefObject } from 'react';
import { afterLoadAndIdle } from '../../browser/afterLoadAndIdle';
import { prefersReducedMotion } from '../../lib/motion';
import { showreelSource } from '../../lib/showreelMedia';

/** True once the video has a file to play; `active` and `muted` drive size, captions and playback. */
export function useShowreelSource(
  videoRef: RefObject<HTMLVideoElement | null>,
  active: boolean,
  muted: boolean,
  mounted: boolean,
): boolean {
  const [loaded, setLoaded] = useState(false);
  const wanted = active || (mounted && !prefersReducedMotion());

  useEffect(() => {
    if (!mounted || loaded || !wanted) return undefined;
    if (active) {
      setLoaded(true);
      return undefined;
    }
    return afterLoadAndIdle(() => setLoaded(true));
  }, [mounted, loaded, wanted, active]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !loaded) return;
    const src = showreelSource(active ? 'large' : 'small', (type) => video.canPlayType(type));
    if (!video.getAttribute('src')?.endsWith(src)) {
      const at = video.currentTime;
      video.src = src;
      if (at > 0) video.addEventListener('loadedmetadata', () => (video.currentTime = at), { once: true });
    }
    const track = video.textTracks?.[0];
    // eslint-disable-next-line react-hooks/immutability -- a DOM text track's mode, set in an effect
    if (track) track.mode = active ? 'showing' : 'hidden';
  }, [videoRef, loaded, active, mounted]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    video.muted = muted;
    if (loaded && (active || !prefersReducedMotion())) Promise.resolve(video.play()).catch(() => undefined);
  }, [videoRef, loaded, active, muted, mounted]);

  return loaded;
}
