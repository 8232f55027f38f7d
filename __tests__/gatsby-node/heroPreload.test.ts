/** The hero preload pass on a page Gatsby left as the last build wrote it (an incremental build): one preload, never two. */
import { heroPreloadPass } from '../../src/gatsby-node/postBuild/heroPreload';

const page = { file: 'public/index.html', pagePath: '/' };
const html = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/>',
  '<title>Home</title></head><body>',
  '<picture><source type="image/avif" srcset="/static/a/750/hero.avif 750w, /static/a/1797/hero.avif 1797w" sizes="100vw"/>',
  '<img src="/static/a/hero.jpg" fetchpriority="high" alt="A designer sketching screens"/></picture></body></html>',
].join('');
const preloadCount = (text: string) => text.split('rel="preload"').length - 1;

test('puts one AVIF preload with the hero sources right after the viewport meta, so a phone picks by its own width', () => {
  const once = heroPreloadPass.run(html, page);
  expect(preloadCount(once)).toBe(1);
  expect(once).toContain(
    '<meta name="viewport" content="width=device-width, initial-scale=1"/><link rel="preload" as="image" type="image/avif" imagesrcset="/static/a/750/hero.avif 750w, /static/a/1797/hero.avif 1797w" imagesizes="100vw" fetchpriority="high"/><title>',
  );
});

test('stops the build on a page without a viewport meta, where a phone would preload the widest file', () => {
  const noViewport = html.replace(/<meta name="viewport"[^>]*>/, '');
  expect(() => heroPreloadPass.run(noViewport, page)).toThrow('the page has no <meta name="viewport"> to put the hero preload after');
});

test('leaves a page that already has the preload as it is, and moves one an older build put before the viewport meta', () => {
  const once = heroPreloadPass.run(html, page);
  expect(heroPreloadPass.run(once, page)).toBe(once);
  const link = once.slice(once.indexOf('<link rel="preload"'), once.indexOf('<title>'));
  const older = html.replace('<meta charSet="utf-8"/>', `<meta charSet="utf-8"/>${link}`);
  expect(heroPreloadPass.run(older, page)).toBe(once);
});
