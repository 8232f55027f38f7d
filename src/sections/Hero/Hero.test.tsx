/** Hero: headline words in order with inline images, the animation flag, and the scroll video's playback attributes. */
import { render, screen, waitFor } from '@testing-library/react';
import { Hero } from './Hero';
import type { SectionOf } from '../types';
import { fakeFile } from '../../../__tests__/helpers/image';

type Section = SectionOf<'HeroSection'>;
type Props = Section['heroProps'];

/** jsdom cannot play media; the hook's calls are observed instead. */
let play: jest.SpyInstance;
beforeEach(() => {
  play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

function section(overrides: Partial<Props> = {}): Section {
  return {
    __typename: 'HeroSection',
    heroProps: {
      title: [
        { text: 'Start', image: null },
        { text: 'with', image: null },
        { text: 'one', image: fakeFile('word-rocket', 64, 64) },
        { text: 'sprint', image: null },
      ],
      animated: false,
      text: 'A pilot makes choosing a design partner a small risk.',
      scrollMedia: null,
      className: null,
      motionStyles: null,
      ...overrides,
    },
  };
}

test('the headline lists the words in order, with the inline image after its word', () => {
  render(<Hero section={section()} index={0} />);
  const heading = screen.getByRole('heading', { level: 1 });
  expect(heading).toHaveAttribute('id', 'section-0-title');
  expect(heading).toHaveAccessibleName('Start with one sprint');
  const words = heading.querySelectorAll('.word');
  expect([...words].map((word) => word.textContent)).toEqual(['Start', 'with', 'one', 'sprint']);
  expect(words[2].querySelector('img')).toHaveAttribute('alt', '');
  expect(words[0].querySelector('img')).toBeNull();
  expect(heading.querySelectorAll('img')).toHaveLength(1);
});

test('later sections get an h2', () => {
  render(<Hero section={section()} index={3} />);
  expect(screen.getByRole('heading', { level: 2 })).toHaveAttribute('id', 'section-3-title');
});

test('the animated flag adds the animation class and staggers the words', () => {
  const { rerender } = render(<Hero section={section()} index={0} />);
  const heading = screen.getByRole('heading', { level: 1 });
  expect(heading).not.toHaveClass('animated');
  rerender(<Hero section={section({ animated: true })} index={0} />);
  expect(heading).toHaveClass('animated');
  const delays = [...heading.querySelectorAll<HTMLElement>('.word')].map((word) => parseFloat(word.style.animationDelay));
  expect(delays[0]).toBe(0);
  expect(delays).toEqual([...delays].sort((a, b) => a - b));
  expect(delays[3]).toBeGreaterThan(delays[1]);
});

test('the intro text is rendered', () => {
  render(<Hero section={section()} index={0} />);
  expect(screen.getByText('A pilot makes choosing a design partner a small risk.')).toBeInTheDocument();
});

test('an image scroll media is the eager LCP image on the opening section', () => {
  const scrollMedia = { image: fakeFile('pilot-hero', 1797, 675), alt: 'A sprint board with wireframes', video: null };
  render(<Hero section={section({ scrollMedia })} index={0} />);
  const image = screen.getByRole('img', { name: 'A sprint board with wireframes' });
  expect(image).toHaveAttribute('loading', 'eager');
  expect(image).toHaveAttribute('width', '1797');
  expect(image).toHaveAttribute('height', '675');
});

test('a video scroll media is muted, looping and inline, with its poster and source', () => {
  const scrollMedia = {
    image: null,
    alt: null,
    video: { type: 'video/mp4', src: '/video/pilot.mp4', webm: null, poster: '/video/pilot.jpg' },
  };
  const { container } = render(<Hero section={section({ scrollMedia })} index={0} />);
  const video = container.querySelector('video');
  expect(video).not.toBeNull();
  expect(video?.muted).toBe(true);
  expect(video?.loop).toBe(true);
  expect(video).toHaveAttribute('playsinline');
  expect(video).toHaveAttribute('poster', '/video/pilot.jpg');
  expect(video?.querySelector('source')).toHaveAttribute('src', '/video/pilot.mp4');
  expect(video?.querySelector('source')).toHaveAttribute('type', 'video/mp4');
  expect(video).not.toHaveAttribute('autoplay');
});

test('the video plays after mount unless the visitor prefers reduced motion', () => {
  const scrollMedia = {
    image: null,
    alt: null,
    video: { type: 'video/mp4', src: '/video/pilot.mp4', webm: null, poster: '/video/pilot.jpg' },
  };
  for (const reduce of [false, true]) {
    play.mockClear();
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({ matches: reduce, media: query, addEventListener: jest.fn(), removeEventListener: jest.fn() }),
    });
    const { unmount } = render(<Hero section={section({ scrollMedia })} index={0} />);
    expect(play).toHaveBeenCalledTimes(reduce ? 0 : 1);
    unmount();
  }
});

describe('an image with a video over it', () => {
  const video = { type: 'video/mp4', src: '/video/hero/pilot.mp4', webm: '/video/hero/pilot.webm', poster: '/video/hero/pilot.jpg' };
  const scrollMedia = { image: fakeFile('pilot-hero', 1797, 675), alt: 'A sprint board with wireframes', video };
  const preferReducedMotion = (reduce: boolean) =>
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({ matches: reduce, media: query, addEventListener: jest.fn(), removeEventListener: jest.fn() }),
    });

  test('keeps the image as the first paint and adds the muted video, WebM first, only on the first scroll', async () => {
    preferReducedMotion(false);
    const { container } = render(<Hero section={section({ scrollMedia })} index={0} />);
    expect(screen.getByRole('img', { name: 'A sprint board with wireframes' })).toHaveAttribute('loading', 'eager');
    await new Promise((resolve) => window.requestAnimationFrame(resolve));
    expect(container.querySelector('video')).toBeNull();
    window.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(container.querySelector('video')).not.toBeNull());
    const element = container.querySelector('video') as HTMLVideoElement;
    expect(element.muted).toBe(true);
    expect([...element.querySelectorAll('source')].map((s) => s.getAttribute('src'))).toEqual([
      '/video/hero/pilot.webm',
      '/video/hero/pilot.mp4',
    ]);
    expect(play).toHaveBeenCalled();
  });

  test('with reduced motion shows the image only and never adds the video', async () => {
    preferReducedMotion(true);
    const { container } = render(<Hero section={section({ scrollMedia })} index={0} />);
    window.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => window.requestAnimationFrame(resolve));
    expect(screen.getByRole('img', { name: 'A sprint board with wireframes' })).toBeInTheDocument();
    expect(container.querySelector('video')).toBeNull();
  });
});
