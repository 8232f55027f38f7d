/**
 * @jest-environment jsdom
 */
import { expectGatsbyBundles, loadAfterFirstPaint, MAX_WAIT_MS, takeAsyncScripts } from '../../src/patches/scriptsAfterPaint';

test('the async same-origin bundles leave the page in document order; other scripts stay', () => {
  const html =
    '<html><head></head><body><p>x</p><script src="/boot.js"></script><script src="/webpack-runtime.js" async></script><script src="/framework.js" async></script><script src="https://cdn.example/a.js" async></script><script src="/app.js" async></script></body></html>';
  expect(takeAsyncScripts(html)).toEqual({
    html: '<html><head></head><body><p>x</p><script src="/boot.js"></script><script src="https://cdn.example/a.js" async></script></body></html>',
    sources: ['/webpack-runtime.js', '/framework.js', '/app.js'],
  });
});

describe('loadAfterFirstPaint', () => {
  type Observed = (list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void;
  let observed: Observed | undefined;
  const paint = () =>
    observed?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }, { disconnect: () => undefined });
  const inserted = () => Array.from(document.body.querySelectorAll('script')).map((s) => s.getAttribute('src'));
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the exact inline script the built page ships
  const run = (sources: string[]) => new Function(loadAfterFirstPaint(sources))();
  const visibility = (value: string) => Object.defineProperty(document, 'visibilityState', { value, configurable: true });

  beforeEach(() => {
    document.body.innerHTML = '';
    observed = undefined;
    jest.useFakeTimers();
    visibility('visible');
    (window as unknown as { PerformanceObserver: unknown }).PerformanceObserver = class {
      constructor(callback: Observed) {
        observed = callback;
      }
      observe() {}
    };
  });
  afterEach(() => jest.useRealTimers());

  it('waits for the first contentful paint when there is no hero image, and inserts the bundles once', () => {
    run(['/framework.js', '/app.js']);
    jest.advanceTimersByTime(100);
    expect(inserted()).toEqual([]);
    paint();
    jest.advanceTimersByTime(0);
    expect(inserted()).toEqual(['/framework.js', '/app.js']);
    jest.advanceTimersByTime(MAX_WAIT_MS);
    expect(inserted()).toEqual(['/framework.js', '/app.js']);
  });

  it('after the paint, waits for the high-priority image still loading', () => {
    document.body.innerHTML = '<img fetchpriority="high" src="/hero.avif">';
    Object.defineProperty(document.querySelector('img'), 'complete', { value: false });
    run(['/app.js']);
    paint();
    jest.advanceTimersByTime(0);
    expect(inserted()).toEqual([]);
    document.querySelector('img')?.dispatchEvent(new Event('load'));
    expect(inserted()).toEqual(['/app.js']);
  });

  it('loads them after the longest wait when no paint is observed', () => {
    run(['/app.js']);
    jest.advanceTimersByTime(MAX_WAIT_MS - 1);
    expect(inserted()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(inserted()).toEqual(['/app.js']);
  });

  it('on a hidden page inserts them at once', () => {
    visibility('hidden');
    run(['/app.js']);
    expect(inserted()).toEqual(['/app.js']);
  });
});

test("only Gatsby's runtime, framework and app bundles, in that order, pass the shape check", () => {
  expect(() => expectGatsbyBundles(['/webpack-runtime-0a1.js', '/framework-b2.js', '/app-c3.js'])).not.toThrow();
  expect(() => expectGatsbyBundles([])).toThrow(/no async bundle <script src> was found/);
  expect(() => expectGatsbyBundles(['/webpack-runtime-0a1.js', '/app-c3.js', '/commons-d4.js'])).toThrow(
    "Gatsby's async bundles changed: expected webpack-runtime, framework, app (hashed .js), found /webpack-runtime-0a1.js, /app-c3.js, /commons-d4.js",
  );
});
