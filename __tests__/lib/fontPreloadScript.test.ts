/** The font preload script: the brand faces are preloaded unless the browser reports Save-Data or a connection slower than 4G. */
import { FONT_PRELOAD_SCRIPT, FONT_URLS_ATTRIBUTE } from '../../src/lib/fontPreloadScript';

const FONTS = ['/static/inter-latin-400-800-abc.woff2', '/static/bricolage-grotesque-latin-700-800-def.woff2'];

/** Runs the script's exact text as the page's head would, with `connection` as navigator.connection; returns the preloads it added. */
function run(connection: object | undefined) {
  document.head.innerHTML = '';
  const script = document.createElement('script');
  script.setAttribute(FONT_URLS_ATTRIBUTE, FONTS.join(' '));
  document.head.appendChild(script);
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the inline script's exact text, as the browser does
  new Function(FONT_PRELOAD_SCRIPT)();
  return [...document.head.querySelectorAll('link')].map((link) => ({
    rel: link.rel,
    as: link.getAttribute('as'),
    type: link.type,
    crossOrigin: link.getAttribute('crossorigin'),
    href: link.getAttribute('href'),
  }));
}

const preloads = FONTS.map((href) => ({ rel: 'preload', as: 'font', type: 'font/woff2', crossOrigin: 'anonymous', href }));

test('on a 4G connection both faces are preloaded, same-origin fonts with CORS as the CSS requests them', () => {
  expect(run({ effectiveType: '4g', saveData: false })).toEqual(preloads);
});

test('a browser without the Network Information API (Safari, Firefox) preloads both faces, as before', () => {
  expect(run(undefined)).toEqual(preloads);
});

test('a 3G or slower connection gets no preload, so its first paint does not wait for a face that cannot arrive in time', () => {
  expect(run({ effectiveType: '3g', saveData: false })).toEqual([]);
  expect(run({ effectiveType: 'slow-2g', saveData: false })).toEqual([]);
});

test('Save-Data gets no preload, even on 4G', () => {
  expect(run({ effectiveType: '4g', saveData: true })).toEqual([]);
});
