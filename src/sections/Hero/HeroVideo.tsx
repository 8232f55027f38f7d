/**
 * The hero's scroll video laid over its image: the image is the first paint, the LCP and what visitors without
 * JavaScript or with reduced motion keep; the video element is added on the visitor's first scroll, tap or key press
 * (after load and idle), so it can never become a late LCP candidate (LCP stops at the first input), muted and looping,
 * and fades in once it plays (WebM where the browser plays it, else MP4).
 */
import { useEffect, useState } from 'react';
import { afterLoadAndIdle } from '../../browser/afterLoadAndIdle';
import { prefersReducedMotion } from '../../lib/motion';
import { useInlineVideo } from '../../components/useInlineVideo';
import { LoopingVideo, type VideoSources } from '../../components/LoopingVideo';
import * as styles from './Hero.module.scss';

/** Inputs that end LCP measurement in Chromium; the first of them starts the video. */
const FIRST_INPUT = ['scroll', 'wheel', 'pointerdown', 'keydown', 'touchstart'] as const;

interface HeroVideoProps {
  video: VideoSources & { poster: string };
}

export function HeroVideo({ video }: HeroVideoProps) {
  const [wanted, setWanted] = useState(false);
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    if (prefersReducedMotion()) return undefined;
    let cancel = () => undefined as void;
    const start = () => {
      FIRST_INPUT.forEach((type) => window.removeEventListener(type, start));
      cancel = afterLoadAndIdle(() => setWanted(true));
    };
    FIRST_INPUT.forEach((type) => window.addEventListener(type, start, { passive: true, once: true }));
    return () => {
      FIRST_INPUT.forEach((type) => window.removeEventListener(type, start));
      cancel();
    };
  }, []);
  if (!wanted) return null;
  return <OverlayVideo video={video} playing={playing} onPlaying={() => setPlaying(true)} />;
}

function OverlayVideo({ video, playing, onPlaying }: HeroVideoProps & { playing: boolean; onPlaying: () => void }) {
  const ref = useInlineVideo();
  return (
    <LoopingVideo
      ref={ref}
      className={`${styles.mediaImage} ${styles.overlayVideo} ${playing ? styles.overlayPlaying : ''}`}
      poster={video.poster}
      preload="auto"
      sources={video}
      data-hero-video
      onPlaying={onPlaying}
    />
  );
}
