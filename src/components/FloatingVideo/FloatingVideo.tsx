/** Floating showreel: muted looping video in a corner, captioned in the page's language; click to watch with sound, volume toggle, close for the rest of the visit (Layout stays mounted across page changes).
 * On phones it starts as a compact play control placed in the header (covering no content) and expands on tap. */
import { useEffect, useReducer, useRef, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import type { SiteCopy } from '../../content-model/copy';
import { fill } from '../../lib/fill';
import { COMPACT_SHOWREEL_QUERY, floatingVideoReducer, initialFloatingVideo } from './floatingVideoState';
import { showreelMedia } from '../../lib/showreelMedia';
import * as styles from './FloatingVideo.module.scss';
import { Icon } from '../Icon';
import { LoopingVideo } from '../LoopingVideo';
import { useShowreelSource } from './useShowreelSource';
import { useLocale } from '../usePageLanguage';

interface FloatingVideoProps {
  agencyName: string;
  labels: SiteCopy['showreel'];
  /** Element in the header row that holds the compact control on phones. */
  compactSlot?: RefObject<HTMLElement | null>;
}

export function FloatingVideo({ agencyName, labels, compactSlot }: FloatingVideoProps) {
  const [state, dispatch] = useReducer(floatingVideoReducer, initialFloatingVideo);
  const locale = useLocale();
  /** Server HTML and first render show nothing: the widget appears after hydration, compact on phones. */
  const [ready, setReady] = useState(false);
  const [phone, setPhone] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);
  const expandedByTap = useRef(false);

  useEffect(() => {
    const isPhone = Boolean(window.matchMedia?.(COMPACT_SHOWREEL_QUERY).matches);
    setPhone(isPhone);
    if (isPhone) dispatch({ type: 'startCompact' });
    setReady(true);
  }, []);

  useShowreelSource(videoRef, state.active, state.muted, ready && state.visible && state.expanded);

  useEffect(() => {
    if (state.expanded && expandedByTap.current) {
      expandedByTap.current = false;
      document.querySelector<HTMLElement>('[data-floating-video] button')?.focus();
    }
  }, [state.expanded]);

  if (!ready || !state.visible) return null;

  if (!state.expanded) {
    const control = (
      <button
        type="button"
        className={styles.compact}
        onClick={() => {
          expandedByTap.current = true;
          dispatch({ type: 'expand' });
        }}
        aria-label={fill(labels.expand, { agency: agencyName })}
        data-floating-video-compact
      >
        <Icon name="play" size={16} strokeWidth={2} filled />
      </button>
    );
    const slot = compactSlot?.current;
    return slot ? createPortal(control, slot) : <div className={styles.compactCorner}>{control}</div>;
  }

  return (
    <aside
      className={`${styles.widget} ${state.active ? styles.active : ''}`}
      aria-label={fill(labels.region, { agency: agencyName })}
      data-floating-video
    >
      <button
        type="button"
        className={styles.videoButton}
        onClick={() => dispatch({ type: 'activate' })}
        aria-label={state.active ? labels.playing : labels.watch}
      >
        <LoopingVideo ref={videoRef} className={styles.video} preload="none" poster={showreelMedia.poster} data-showreel>
          <track kind="captions" src={showreelMedia.captions(locale)} srcLang={locale} label={labels.captions} />
        </LoopingVideo>
      </button>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.control}
          onClick={() => dispatch({ type: 'toggleMute' })}
          aria-label={state.muted ? labels.unmute : labels.mute}
        >
          {state.muted ? <Icon name="volumeOff" size={16} strokeWidth={1.75} /> : <Icon name="volumeOn" size={16} strokeWidth={1.75} />}
        </button>
        {phone ? (
          <button type="button" className={styles.control} onClick={() => dispatch({ type: 'collapse' })} aria-label={labels.minimise}>
            <Icon name="minimize" size={16} strokeWidth={1.75} />
          </button>
        ) : null}
        <button type="button" className={styles.control} onClick={() => dispatch({ type: 'close' })} aria-label={labels.close}>
          <Icon name="close" size={16} strokeWidth={1.75} />
        </button>
      </div>
    </aside>
  );
}
