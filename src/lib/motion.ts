/** Motion defaults in one place (spring stiffness 150, damping 30, mass 1, delay 1). */

export const springDefaults = { type: 'spring', stiffness: 150, damping: 30, mass: 1, delay: 1 } as const;

/** Delay between headline words when the hero's animation flag is set, in seconds. */
export const wordStagger = 0.08;

/** The media query of visitors who asked for less motion (the SCSS side is the `motion-ok` mixin in _tokens.scss). */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** True in a browser whose visitor asked for less motion; false on the server and where matchMedia is missing. */
export const prefersReducedMotion = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION_QUERY).matches;
