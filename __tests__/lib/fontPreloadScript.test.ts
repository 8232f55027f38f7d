/**
 * The font preload script: the brand faces are preloaded on a fast connection or where they were fetched before; on
 * Save-Data or a connection slower than 4G the page is drawn in the fallbacks and the faces are fetched after the load
 * event for the next page (not with Save-Data).
 */
import { BRAND_FACES_ATTRIBUTE, FONT_PRELOAD_SCRIPT, FONT_URLS_ATTRIBUTE, FONTS_FETCHED_KEY } from '../../src/lib/fontPreloadScript';

const FONTS = ['/static/inter-latin-400-800-abc.woff2', '/static/bricolage-grotesque-latin-700-800-def.woff2'];

/** Stands in for document.fonts (jsdom has none): four faces whose load() is counted and resolves, or rejects with `fail`. */
function fontSet(fail = false) {
  const loads: number[] = [];
  const faces = [0, 1, 2, 3].map((i) => ({
    load: () => {
      loads.push(i);
      return fail && i === 0 ? Promise.reject(new Error('network')) : Promise.resolve();
    },
  }));
  return { loads, set: { forEach: (each: (face: { load: () => Promise<void> }) => void) => faces.forEach(each) } };
}

/** The load listeners the last page added, taken off the window and called by `pageLoaded` (jsdom fires a load event of its own, at a moment of its choosing). */
let pageListeners: EventListenerOrEventListenerObject[] = [];

/** Runs the script's exact text as the page's head would, with `connection` as navigator.connection. */
function run(connection: object | undefined, fonts = fontSet()) {
  const added = jest.spyOn(window, 'addEventListener');
  document.head.innerHTML = '';
  document.documentElement.removeAttribute(BRAND_FACES_ATTRIBUTE);
  const script = document.createElement('script');
  script.setAttribute(FONT_URLS_ATTRIBUTE, FONTS.join(' '));
  document.head.appendChild(script);
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  Object.defineProperty(document, 'fonts', { value: fonts.set, configurable: true });
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the inline script's exact text, as the browser does
  new Function(FONT_PRELOAD_SCRIPT)();
  pageListeners = added.mock.calls.filter(([type]) => type === 'load').flatMap(([, listener]) => (listener ? [listener] : []));
  added.mockRestore();
  pageListeners.forEach((listener) => window.removeEventListener('load', listener));
  return {
    preloads: [...document.head.querySelectorAll('link')].map((link) => ({
      rel: link.rel,
      as: link.getAttribute('as'),
      type: link.type,
      crossOrigin: link.getAttribute('crossorigin'),
      href: link.getAttribute('href'),
    })),
    drawn: document.documentElement.getAttribute(BRAND_FACES_ATTRIBUTE),
    loads: fonts.loads,
  };
}

/** The page's load event, then the microtasks the script's font loads settle in. */
async function pageLoaded() {
  const event = new Event('load');
  pageListeners.forEach((listener) => (typeof listener === 'function' ? listener(event) : listener.handleEvent(event)));
  await new Promise((resolve) => setTimeout(resolve, 0));
}

const preloads = FONTS.map((href) => ({ rel: 'preload', as: 'font', type: 'font/woff2', crossOrigin: 'anonymous', href }));
const SLOW = { effectiveType: '3g', saveData: false };

beforeEach(() => localStorage.clear());

test('on a 4G connection both faces are preloaded, same-origin fonts with CORS as the CSS requests them, and the page draws them', () => {
  expect(run({ effectiveType: '4g', saveData: false })).toEqual({ preloads, drawn: null, loads: [] });
});

test('a browser without the Network Information API (Safari, Firefox) preloads both faces', () => {
  expect(run(undefined)).toEqual({ preloads, drawn: null, loads: [] });
});

test('a 3G or slower connection draws the fallbacks from the start and fetches the faces only after the load event, then notes them', async () => {
  for (const effectiveType of ['3g', '2g', 'slow-2g']) {
    localStorage.clear();
    const page = run({ effectiveType, saveData: false });
    expect(page).toEqual({ preloads: [], drawn: 'later', loads: [] });
    await pageLoaded();
    expect(page.loads).toEqual([0, 1, 2, 3]);
    expect(localStorage.getItem(FONTS_FETCHED_KEY)).toBe(FONTS.join(' '));
  }
});

test('the next page on the same slow connection preloads the faces it fetched before, and draws them', async () => {
  run(SLOW);
  await pageLoaded();
  expect(run(SLOW)).toEqual({ preloads, drawn: null, loads: [] });
});

test('faces of an older build (other hashed URLs) do not count as fetched', () => {
  localStorage.setItem(FONTS_FETCHED_KEY, '/static/inter-latin-400-800-old.woff2 /static/bricolage-grotesque-latin-700-800-old.woff2');
  expect(run(SLOW)).toEqual({ preloads: [], drawn: 'later', loads: [] });
});

test('a face that fails to load is not noted, so the next page does not wait for it', async () => {
  const page = run(SLOW, fontSet(true));
  await pageLoaded();
  expect(page.loads).toEqual([0, 1, 2, 3]);
  expect(localStorage.getItem(FONTS_FETCHED_KEY)).toBeNull();
});

test('Save-Data draws the fallbacks and never fetches the faces, even on 4G', async () => {
  const page = run({ effectiveType: '4g', saveData: true });
  expect(page).toEqual({ preloads: [], drawn: 'later', loads: [] });
  await pageLoaded();
  expect(page.loads).toEqual([]);
  expect(localStorage.getItem(FONTS_FETCHED_KEY)).toBeNull();
});

test('storage that throws (blocked by the browser) changes nothing but the note', async () => {
  const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new Error('SecurityError');
  });
  const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new Error('SecurityError');
  });
  try {
    const page = run(SLOW);
    expect(page.drawn).toBe('later');
    await pageLoaded();
    expect(page.loads).toEqual([0, 1, 2, 3]);
    expect(run({ effectiveType: '4g', saveData: false }).preloads).toEqual(preloads);
  } finally {
    getItem.mockRestore();
    setItem.mockRestore();
  }
});
