/** Floating showreel: appears after hydration, muted; labelled buttons; closing is remembered for the visit. */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FloatingVideo } from './FloatingVideo';
import { FLOATING_VIDEO_CLOSED_KEY } from '../../lib/floatingVideo';

beforeEach(() => {
  sessionStorage.clear();
  window.matchMedia = jest.fn(() => ({ matches: false }) as MediaQueryList);
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
});
afterEach(() => jest.restoreAllMocks());

test('starts muted; the volume button toggles mute; clicking the video unmutes it', async () => {
  render(<FloatingVideo agencyName="Oakline Studio" />);
  const video = document.querySelector('video') as HTMLVideoElement;
  expect(video.muted).toBe(true);
  await userEvent.click(screen.getByRole('button', { name: 'Unmute showreel' }));
  expect(video.muted).toBe(false);
  await userEvent.click(screen.getByRole('button', { name: 'Mute showreel' }));
  expect(video.muted).toBe(true);
  await userEvent.click(screen.getByRole('button', { name: 'Watch the showreel with sound' }));
  expect(video.muted).toBe(false);
});

test('closing hides it and keeps it closed on the next page of the visit', async () => {
  const first = render(<FloatingVideo agencyName="Oakline Studio" />);
  await userEvent.click(screen.getByRole('button', { name: 'Close showreel' }));
  expect(screen.queryByRole('complementary')).toBeNull();
  expect(sessionStorage.getItem(FLOATING_VIDEO_CLOSED_KEY)).toBe('1');
  first.unmount();
  await act(async () => {
    render(<FloatingVideo agencyName="Oakline Studio" />);
  });
  expect(screen.queryByRole('complementary')).toBeNull();
});

test('is keyboard operable', async () => {
  render(<FloatingVideo agencyName="Oakline Studio" />);
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Watch the showreel with sound' })).toHaveFocus();
  await userEvent.tab();
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Close showreel' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(screen.queryByRole('complementary')).toBeNull();
});
