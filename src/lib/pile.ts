/** Where each fallen tag lands in the pile: a small deterministic tilt and drop height, so server and client agree. */

const tilts = [-7, 4, -2, 8, -5, 3, -9, 6, -3, 1];

/** Resting tilt of the tag at this index, in degrees (between -9 and 8). */
export const pileTilt = (index: number) => tilts[((index % tilts.length) + tilts.length) % tilts.length];

/** How far above its resting place the tag starts falling, in px: later tags fall from higher up. */
export const fallHeight = (index: number) => 180 + (index % 4) * 40;

/** Extra delay of the tag at this index after the spring's own delay, in seconds. */
export const fallStagger = (index: number) => Math.round(index * 0.07 * 100) / 100;
