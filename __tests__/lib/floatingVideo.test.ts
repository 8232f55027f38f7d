/** Every transition of the floating video widget (spec §4). */
import { floatingVideoReducer as reduce, initialFloatingVideo, type FloatingVideoState } from '../../src/lib/floatingVideo';

const closed: FloatingVideoState = { visible: false, muted: true, active: false };

test('starts visible, muted and not active', () => {
  expect(initialFloatingVideo).toEqual({ visible: true, muted: true, active: false });
});

test('the volume button toggles mute both ways', () => {
  const unmuted = reduce(initialFloatingVideo, { type: 'toggleMute' });
  expect(unmuted).toEqual({ visible: true, muted: false, active: false });
  expect(reduce(unmuted, { type: 'toggleMute' })).toEqual(initialFloatingVideo);
});

test('clicking the video the first time makes it active and unmutes it', () => {
  expect(reduce(initialFloatingVideo, { type: 'activate' })).toEqual({ visible: true, muted: false, active: true });
});

test('clicking an already active video changes nothing (a re-mute by the visitor stays)', () => {
  const activeMuted: FloatingVideoState = { visible: true, muted: true, active: true };
  expect(reduce(activeMuted, { type: 'activate' })).toBe(activeMuted);
});

test('closing hides it and re-mutes it, from any visible state', () => {
  for (const state of [initialFloatingVideo, { visible: true, muted: false, active: true }, { visible: true, muted: false, active: false }]) {
    expect(reduce(state, { type: 'close' })).toEqual(closed);
  }
});

test('a closed widget ignores volume and clicks', () => {
  expect(reduce(closed, { type: 'toggleMute' })).toBe(closed);
  expect(reduce(closed, { type: 'activate' })).toBe(closed);
});

test('restoring the remembered closed state hides it muted', () => {
  expect(reduce(initialFloatingVideo, { type: 'restoreClosed' })).toEqual(closed);
});
