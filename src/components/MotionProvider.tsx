/** Wraps animated parts in LazyMotion (features load on demand) and honours reduced motion; used only inside lazily loaded chunks, so framer-motion never reaches first-load JavaScript. */
import React from 'react';
import { LazyMotion, MotionConfig } from 'framer-motion';

const loadFeatures = () => import('./motionFeatures').then((module) => module.default);

export function MotionProvider({ children }: { children: React.ReactNode }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}
