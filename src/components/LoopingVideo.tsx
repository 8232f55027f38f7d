/** The site's decorative video element (showreel, featured case, hero): muted, looping, inline, hidden from assistive technology and out of the tab order. */
import { forwardRef, type VideoHTMLAttributes } from 'react';

/** The files of a video: MP4 (or any `type`), and WebM first where there is one. */
export interface VideoSources {
  src: string;
  type: string;
  webm?: string | null;
}

type LoopingVideoProps = Omit<VideoHTMLAttributes<HTMLVideoElement>, 'muted' | 'loop' | 'playsInline' | 'tabIndex'> & {
  sources?: VideoSources;
};

/** When it plays is the caller's: useInlineVideo for decoration, the showreel's own hook for the showreel. */
export const LoopingVideo = forwardRef<HTMLVideoElement, LoopingVideoProps>(function LoopingVideo({ sources, children, ...video }, ref) {
  return (
    <video ref={ref} muted loop playsInline aria-hidden="true" tabIndex={-1} {...video}>
      {sources?.webm ? <source src={sources.webm} type="video/webm" /> : null}
      {sources ? <source src={sources.src} type={sources.type} /> : null}
      {children}
    </video>
  );
});
