/** Floating showreel: muted looping video in a corner; click to watch with sound, volume toggle, close for the rest of the visit. */
import { useEffect, useReducer, useRef, useState } from 'react';
import { FLOATING_VIDEO_CLOSED_KEY, floatingVideoReducer, initialFloatingVideo } from '../../lib/floatingVideo';
import * as styles from './FloatingVideo.module.scss';

const readClosed = () => {
  try {
    return window.sessionStorage.getItem(FLOATING_VIDEO_CLOSED_KEY) === '1';
  } catch {
    return false;
  }
};

const rememberClosed = () => {
  try {
    window.sessionStorage.setItem(FLOATING_VIDEO_CLOSED_KEY, '1');
  } catch {
    // storage unavailable (private mode): closed for this page only
  }
};

export function FloatingVideo({ agencyName }: { agencyName: string }) {
  const [state, dispatch] = useReducer(floatingVideoReducer, initialFloatingVideo);
  /** Server HTML and first render show nothing; the stored choice is read after hydration. */
  const [ready, setReady] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (readClosed()) dispatch({ type: 'restoreClosed' });
    setReady(true);
  }, []);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    video.muted = state.muted;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (state.active || !reduced) Promise.resolve(video.play()).catch(() => undefined);
  }, [state.muted, state.active, ready]);

  if (!ready || !state.visible) return null;

  const close = () => {
    rememberClosed();
    dispatch({ type: 'close' });
  };

  return (
    <aside className={`${styles.widget} ${state.active ? styles.active : ''}`} aria-label={`${agencyName} showreel`} data-floating-video>
      <button type="button" className={styles.videoButton} onClick={() => dispatch({ type: 'activate' })} aria-label={state.active ? 'Showreel playing' : 'Watch the showreel with sound'}>
        <video ref={videoRef} className={styles.video} muted loop playsInline preload="metadata" poster="/video/showreel-poster.jpg" aria-hidden="true" tabIndex={-1}>
          <source src="/video/showreel.webm" type="video/webm" />
          <source src="/video/showreel.mp4" type="video/mp4" />
        </video>
      </button>
      <div className={styles.controls}>
        <button type="button" className={styles.control} onClick={() => dispatch({ type: 'toggleMute' })} aria-label={state.muted ? 'Unmute showreel' : 'Mute showreel'}>
          <span aria-hidden="true">{state.muted ? '🔇' : '🔊'}</span>
        </button>
        <button type="button" className={styles.control} onClick={close} aria-label="Close showreel">
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </aside>
  );
}
