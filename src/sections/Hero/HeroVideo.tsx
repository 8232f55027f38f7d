/**
 * The hero's scroll video laid over its image: the image is the first paint, the LCP and what visitors without
 * JavaScript or with reduced motion keep; the video element is added only after load and idle, muted and looping,
 * and fades in once it plays (WebM where the browser plays it, else MP4).
 */
import { useEffect, useState } from 'react';
import { afterLoadAndIdle } from '../../browser/afterLoadAndIdle';
import { prefersReducedMotion } from '../../lib/motion';
import { useInlineVideo } from '../../components/useInlineVideo';
import * as styles from './Hero.module.scss';

interface HeroVideoProps {
  video: { type: string; src: string; poster: string; webm?: string | null };
}

export function HeroVideo({ video }: HeroVideoProps) {
  const [wanted, setWanted] = useState(false);
  const [playing, setPlaying] = useState(false);
  useEffect(() => (prefersReducedMotion() ? undefined : afterLoadAndIdle(() => setWanted(true))), []);
  if (!wanted) return null;
  return <OverlayVideo video={video} playing={playing} onPlaying={() => setPlaying(true)} />;
}

function OverlayVideo({ video, playing, onPlaying }: HeroVideoProps & { playing: boolean; onPlaying: () => void }) {
  const ref = useInlineVideo();
  return (
    <video
      ref={ref}
      className={`${styles.mediaImage} ${styles.overlayVideo} ${playing ? styles.overlayPlaying : ''}`}
      muted
      loop
      playsInline
      poster={video.poster}
      preload="auto"
      aria-hidden="true"
      data-hero-video
      onPlaying={onPlaying}
    >
      {video.webm ? <source src={video.webm} type="video/webm" /> : null}
      <source src={video.src} type={video.type} />
    </video>
  );
}
