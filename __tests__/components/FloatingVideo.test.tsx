/** Floating showreel: appears after hydration, muted; labelled buttons (labels from content); closing lasts as long as the widget stays mounted. */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import site from '../../content/site.en.json';
import germanSite from '../../content/site.de.json';
import { FloatingVideo } from '../../src/components/FloatingVideo/FloatingVideo';
import { PageLanguage } from '../../src/components/usePageLanguage';

const labels = site.copy.showreel;

beforeEach(() => {
  window.matchMedia = jest.fn(() => ({ matches: false }) as MediaQueryList);
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
});
afterEach(() => jest.restoreAllMocks());

test('starts muted; the volume button toggles mute; clicking the video unmutes it', async () => {
  render(<FloatingVideo agencyName="Oakline Studio" labels={labels} />);
  const video = document.querySelector('video') as HTMLVideoElement;
  expect(video.muted).toBe(true);
  await userEvent.click(screen.getByRole('button', { name: 'Unmute showreel' }));
  expect(video.muted).toBe(false);
  await userEvent.click(screen.getByRole('button', { name: 'Mute showreel' }));
  expect(video.muted).toBe(true);
  await userEvent.click(screen.getByRole('button', { name: 'Watch the showreel with sound' }));
  expect(video.muted).toBe(false);
});

test('closing hides it, and it stays closed while it stays mounted, without storing anything', async () => {
  const view = render(<FloatingVideo agencyName="Oakline Studio" labels={labels} />);
  expect(screen.getByRole('complementary', { name: 'Oakline Studio showreel' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Close showreel' }));
  expect(screen.queryByRole('complementary')).toBeNull();
  view.rerender(<FloatingVideo agencyName="Oakline Studio" labels={labels} />);
  expect(screen.queryByRole('complementary')).toBeNull();
  expect(sessionStorage.length).toBe(0);
});

test('is keyboard operable', async () => {
  render(<FloatingVideo agencyName="Oakline Studio" labels={labels} />);
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Watch the showreel with sound' })).toHaveFocus();
  await userEvent.tab();
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Close showreel' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(screen.queryByRole('complementary')).toBeNull();
});

test('on phones it starts as a compact control in the given header slot, with no video, and expands on tap', async () => {
  window.matchMedia = jest.fn((query: string) => ({ matches: query.includes('max-width') }) as MediaQueryList);
  const slot = document.createElement('div');
  document.body.append(slot);
  render(<FloatingVideo agencyName="Oakline Studio" labels={labels} compactSlot={{ current: slot }} />);
  const control = screen.getByRole('button', { name: 'Play the Oakline Studio showreel' });
  expect(slot).toContainElement(control);
  expect(document.querySelector('video')).toBeNull();
  expect(screen.queryByRole('complementary')).toBeNull();
  await userEvent.click(control);
  expect(screen.getByRole('complementary', { name: 'Oakline Studio showreel' })).toBeInTheDocument();
  expect((document.querySelector('video') as HTMLVideoElement).muted).toBe(true);
  expect(screen.getByRole('button', { name: 'Watch the showreel with sound' })).toHaveFocus();
  await userEvent.click(screen.getByRole('button', { name: 'Minimise showreel' }));
  expect(screen.getByRole('button', { name: 'Play the Oakline Studio showreel' })).toBeInTheDocument();
  slot.remove();
});

test('its controls are labelled by SVG icons, never by emoji or text glyphs', () => {
  render(<FloatingVideo agencyName="Oakline Studio" labels={labels} />);
  for (const name of ['Unmute showreel', 'Close showreel']) {
    const button = screen.getByRole('button', { name });
    expect(button.textContent).toBe('');
    expect(button.querySelector('svg')).not.toBeNull();
  }
});

test('the reel gets its file only after the page is idle, and the larger file with captions once active', async () => {
  render(<FloatingVideo agencyName="Oakline Studio" labels={labels} />);
  const video = document.querySelector('video') as HTMLVideoElement;
  expect(video).toHaveAttribute('preload', 'none');
  expect(video).not.toHaveAttribute('src');
  expect(video.querySelector('track')).toHaveAttribute('label', 'English captions');
  await waitFor(() => expect(video).toHaveAttribute('src', '/video/showreel.mp4'));
  await userEvent.click(screen.getByRole('button', { name: 'Watch the showreel with sound' }));
  expect(video).toHaveAttribute('src', '/video/showreel-large.mp4');
});

test('its captions are the English track on an English page and the German track on a German page', () => {
  const view = render(<FloatingVideo agencyName="Oakline Studio" labels={labels} />);
  const track = () => document.querySelector('video track');
  expect(track()).toHaveAttribute('src', '/video/showreel.en.vtt');
  expect(track()).toHaveAttribute('srclang', 'en');
  view.rerender(
    <PageLanguage.Provider value={{ locale: 'de', alternates: {} }}>
      <FloatingVideo agencyName="Oakline Studio" labels={germanSite.copy.showreel} />
    </PageLanguage.Provider>,
  );
  expect(track()).toHaveAttribute('src', '/video/showreel.de.vtt');
  expect(track()).toHaveAttribute('srclang', 'de');
  expect(track()).toHaveAttribute('label', 'Deutsche Untertitel');
  expect(screen.getByRole('button', { name: 'Showreel mit Ton ansehen' })).toBeInTheDocument();
});

test('with reduced motion it shows the poster and loads nothing until the visitor asks to watch', async () => {
  window.matchMedia = jest.fn((query: string) => ({ matches: query.includes('reduce') }) as MediaQueryList);
  render(<FloatingVideo agencyName="Oakline Studio" labels={labels} />);
  const video = document.querySelector('video') as HTMLVideoElement;
  expect(video).toHaveAttribute('poster', '/video/showreel-poster.jpg');
  await new Promise((resolve) => window.requestAnimationFrame(resolve));
  expect(video).not.toHaveAttribute('src');
  // eslint-disable-next-line @typescript-eslint/unbound-method -- the spy on the prototype, never called unbound
  expect(HTMLMediaElement.prototype.play).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Watch the showreel with sound' }));
  expect(video).toHaveAttribute('src', '/video/showreel-large.mp4');
  expect(video.muted).toBe(false);
});
