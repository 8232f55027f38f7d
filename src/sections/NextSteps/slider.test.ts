/** Slider arithmetic: clamping, keyboard steps, nearest card and scroll ends. */
import { clampIndex, indexForKey, nearestIndex, scrollEnds, stepIndex } from './slider';

describe('clampIndex', () => {
  it('keeps indexes inside the list', () => {
    expect(clampIndex(-2, 5)).toBe(0);
    expect(clampIndex(2, 5)).toBe(2);
    expect(clampIndex(9, 5)).toBe(4);
  });
  it('returns 0 for an empty list', () => {
    expect(clampIndex(3, 0)).toBe(0);
  });
});

describe('stepIndex', () => {
  it('moves by delta and stops at both ends', () => {
    expect(stepIndex(1, 1, 4)).toBe(2);
    expect(stepIndex(3, 1, 4)).toBe(3);
    expect(stepIndex(0, -1, 4)).toBe(0);
    expect(stepIndex(2, -2, 4)).toBe(0);
  });
});

describe('indexForKey', () => {
  it('maps arrows, Home and End to the card to focus', () => {
    expect(indexForKey('ArrowRight', 1, 4)).toBe(2);
    expect(indexForKey('ArrowLeft', 1, 4)).toBe(0);
    expect(indexForKey('ArrowRight', 3, 4)).toBe(3);
    expect(indexForKey('ArrowLeft', 0, 4)).toBe(0);
    expect(indexForKey('Home', 3, 4)).toBe(0);
    expect(indexForKey('End', 0, 4)).toBe(3);
  });
  it('ignores other keys', () => {
    expect(indexForKey('Tab', 1, 4)).toBeNull();
    expect(indexForKey('Enter', 1, 4)).toBeNull();
  });
});

describe('nearestIndex', () => {
  const offsets = [0, 320, 640, 960];
  it('finds the card whose start is closest to the scroll position', () => {
    expect(nearestIndex(offsets, 0)).toBe(0);
    expect(nearestIndex(offsets, 150)).toBe(0);
    expect(nearestIndex(offsets, 170)).toBe(1);
    expect(nearestIndex(offsets, 700)).toBe(2);
    expect(nearestIndex(offsets, 5000)).toBe(3);
  });
  it('returns 0 without cards', () => {
    expect(nearestIndex([], 100)).toBe(0);
  });
});

describe('scrollEnds', () => {
  it('cannot go back at the start', () => {
    expect(scrollEnds({ scrollLeft: 0, scrollWidth: 1200, clientWidth: 400 })).toEqual({ canPrev: false, canNext: true });
  });
  it('can go both ways in the middle', () => {
    expect(scrollEnds({ scrollLeft: 300, scrollWidth: 1200, clientWidth: 400 })).toEqual({ canPrev: true, canNext: true });
  });
  it('cannot go forward at the end, allowing sub-pixel positions', () => {
    expect(scrollEnds({ scrollLeft: 799.5, scrollWidth: 1200, clientWidth: 400 })).toEqual({ canPrev: true, canNext: false });
  });
  it('cannot move at all when everything fits', () => {
    expect(scrollEnds({ scrollLeft: 0, scrollWidth: 400, clientWidth: 400 })).toEqual({ canPrev: false, canNext: false });
  });
});
