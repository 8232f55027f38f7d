/**
 * Decorative looping video: plays once the page is interactive unless the visitor prefers reduced motion (then it
 * shows its poster), and follows changes of that preference. Never uses the autoplay attribute, so the server HTML
 * cannot start motion before the preference is known.
 */
import { useEffect, useRef } from 'react';
import { REDUCED_MOTION_QUERY } from '../lib/motion';

export function useInlineVideo() {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return undefined;
    const query = typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION_QUERY) : null;
    const apply = () => {
      if (query?.matches) {
        video.pause();
      } else {
        video.muted = true;
        // Older engines (and jsdom) return undefined instead of a promise.
        Promise.resolve(video.play()).catch(() => undefined);
      }
    };
    apply();
    query?.addEventListener('change', apply);
    return () => query?.removeEventListener('change', apply);
  }, []);
  return ref;
}
