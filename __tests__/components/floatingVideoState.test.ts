/** Every transition of the floating video widget, plus the compact phone control. */
import {
  floatingVideoReducer as reduce,
  initialFloatingVideo,
  type FloatingVideoState,
} from '../../src/components/FloatingVideo/floatingVideoState';

const closed: FloatingVideoState = { visible: false, muted: true, active: false, expanded: true };
const compact: FloatingVideoState = { visible: true, muted: true, active: false, expanded: false };

test('starts visible, muted, not active and expanded', () => {
  expect(initialFloatingVideo).toEqual({ visible: true, muted: true, active: false, expanded: true });
});

test('the volume button toggles mute both ways', () => {
  const unmuted = reduce(initialFloatingVideo, { type: 'toggleMute' });
  expect(unmuted).toEqual({ visible: true, muted: false, active: false, expanded: true });
  expect(reduce(unmuted, { type: 'toggleMute' })).toEqual(initialFloatingVideo);
});

test('clicking the video the first time makes it active and unmutes it', () => {
  expect(reduce(initialFloatingVideo, { type: 'activate' })).toEqual({ visible: true, muted: false, active: true, expanded: true });
});

test('clicking an already active video changes nothing (a re-mute by the visitor stays)', () => {
  const activeMuted: FloatingVideoState = { visible: true, muted: true, active: true, expanded: true };
  expect(reduce(activeMuted, { type: 'activate' })).toBe(activeMuted);
});

test('closing hides it and re-mutes it, from any visible state', () => {
  for (const state of [
    initialFloatingVideo,
    { ...initialFloatingVideo, muted: false, active: true },
    { ...initialFloatingVideo, muted: false },
  ]) {
    expect(reduce(state, { type: 'close' })).toEqual(closed);
  }
  expect(reduce(compact, { type: 'close' })).toEqual({ ...closed, expanded: false });
});

test('a closed widget ignores volume, clicks, expanding and the compact start', () => {
  for (const type of ['toggleMute', 'activate', 'expand', 'collapse', 'startCompact'] as const) {
    expect(reduce(closed, { type })).toBe(closed);
  }
});

test('phones start compact; a tap expands it still muted and inactive; collapsing re-mutes', () => {
  expect(reduce(initialFloatingVideo, { type: 'startCompact' })).toEqual(compact);
  const expanded = reduce(compact, { type: 'expand' });
  expect(expanded).toEqual(initialFloatingVideo);
  const playing = reduce(expanded, { type: 'activate' });
  expect(reduce(playing, { type: 'collapse' })).toEqual({ visible: true, muted: true, active: true, expanded: false });
});

test('while compact the volume and video clicks do nothing (there is no video to hear)', () => {
  expect(reduce(compact, { type: 'toggleMute' })).toBe(compact);
  expect(reduce(compact, { type: 'activate' })).toBe(compact);
});
