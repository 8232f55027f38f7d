/** Slider arithmetic kept out of the component: clamping, keyboard steps, the card nearest the scroll position and the ends. */

/** Keeps an index inside 0..count-1 (0 for an empty list). */
export function clampIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return Math.min(count - 1, Math.max(0, Math.trunc(index)));
}

/** The index `delta` cards away from `current`, clamped to the list. */
export function stepIndex(current: number, delta: number, count: number): number {
  return clampIndex(current + delta, count);
}

/** Card to focus after a key press inside the track, or null when the key is not a slider key. */
export function indexForKey(key: string, current: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return stepIndex(current, 1, count);
    case 'ArrowLeft':
      return stepIndex(current, -1, count);
    case 'Home':
      return 0;
    case 'End':
      return clampIndex(count - 1, count);
    default:
      return null;
  }
}

/** Index of the card whose start is closest to the track's scroll position (offsets are card starts within the track). */
export function nearestIndex(offsets: readonly number[], scrollLeft: number): number {
  if (offsets.length === 0) return 0;
  let best = 0;
  offsets.forEach((offset, i) => {
    if (Math.abs(offset - scrollLeft) < Math.abs(offsets[best] - scrollLeft)) best = i;
  });
  return best;
}

export interface ScrollBox {
  scrollLeft: number;
  scrollWidth: number;
  clientWidth: number;
}

/** Whether the track can move back or forward; a pixel of slack absorbs sub-pixel scroll positions. */
export function scrollEnds({ scrollLeft, scrollWidth, clientWidth }: ScrollBox, slack = 1): { canPrev: boolean; canNext: boolean } {
  return { canPrev: scrollLeft > slack, canNext: scrollLeft + clientWidth < scrollWidth - slack };
}
