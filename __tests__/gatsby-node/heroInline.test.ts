/**
 * @jest-environment node
 */
/** A small phone-sized hero travels inside the HTML; a big one, and what wider screens pick, keep their own request. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { heroInlinePass, PRELOAD_STAND_IN } from '../../src/gatsby-node/postBuild/heroInline';
import { heroPreloadPass } from '../../src/gatsby-node/postBuild/heroPreload';
import { parseSrcset, pickedCandidate, slotWidth } from '../../src/gatsby-node/postBuild/srcsetChoice';

const COVER_SIZES = '(min-width: 1600px) 608px, (min-width: 800px) calc(800px - 12vw), 88vw';
const CONTENT_SIZES = '(min-width: 1240px) 1160px, calc(100vw - 32px)';

describe('the file a browser picks from a srcset', () => {
  const cover = parseSrcset('/c/375.avif 375w,\n/c/640.avif 640w,\n/c/960.avif 960w');

  test('reads candidates, including data: URLs with commas in them', () => {
    expect(parseSrcset('data:image/avif;base64,AA,BB= 640w, /c/960.avif 960w')).toEqual([
      { url: 'data:image/avif;base64,AA,BB=', width: 640 },
      { url: '/c/960.avif', width: 960 },
    ]);
  });

  test('the slot width the site’s sizes give on a phone, a laptop and a wide screen', () => {
    expect(slotWidth(COVER_SIZES, 412)).toBeCloseTo(362.56);
    expect(slotWidth(COVER_SIZES, 1440)).toBeCloseTo(627.2);
    expect(slotWidth(COVER_SIZES, 1920)).toBe(608);
    expect(slotWidth(CONTENT_SIZES, 412)).toBe(380);
    expect(slotWidth(CONTENT_SIZES, 1440)).toBe(1160);
  });

  test('the narrowest file dense enough: 640w on a 412 px phone at 1.75, 960w at 3, the widest when none is enough', () => {
    expect(pickedCandidate(cover, COVER_SIZES, 412, 1.75).url).toBe('/c/640.avif');
    expect(pickedCandidate(cover, COVER_SIZES, 412, 3).url).toBe('/c/960.avif');
    expect(pickedCandidate(cover, COVER_SIZES, 360, 1).url).toBe('/c/375.avif');
    expect(pickedCandidate(cover, COVER_SIZES, 2560, 2).url).toBe('/c/960.avif');
  });

  test('a sizes form it cannot read stops the build with its text', () => {
    expect(() => slotWidth('(min-width: 800px) 40em, 100vw', 1000)).toThrow('cannot read the length "40em"');
  });
});

describe('the hero inline pass', () => {
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hero-inline-'));
  const write = (url: string, bytes: number) => {
    fs.mkdirSync(path.dirname(path.join(publicDir, url)), { recursive: true });
    fs.writeFileSync(path.join(publicDir, url), Buffer.alloc(bytes, 7));
  };
  const page = { file: 'public/blog/post/index.html', pagePath: '/blog/post/' };
  const html = (small: string) =>
    heroPreloadPass.run(
      [
        '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/>',
        '<title>Post</title></head><body><picture>',
        `<source type="image/avif" srcSet="/s/375/${small} 375w,\n/s/640/${small} 640w,\n/s/960/${small} 960w" sizes="${COVER_SIZES}"/>`,
        `<img src="/s/cover.jpg" fetchpriority="high" alt="A patient timeline sketch"/></picture></body></html>`,
      ].join(''),
      page,
    );

  test('puts the 640w file a cheap phone picks, 4.6 kB, into the picture and a one-byte stand-in into the preload; the others keep their URLs', () => {
    ['375', '640', '960'].forEach((width) => write(`/s/${width}/cover.avif`, width === '640' ? 4_700 : 9_000));
    const out = heroInlinePass(publicDir).run(html('cover.avif'), page);
    const head = out.slice(0, out.indexOf('</head>'));
    const body = out.slice(out.indexOf('<body>'));
    expect(head).toContain(`${PRELOAD_STAND_IN} 640w`);
    expect(head).not.toContain(Buffer.alloc(4_700, 7).toString('base64'));
    expect(body).toContain(`data:image/avif;base64,${Buffer.alloc(4_700, 7).toString('base64')} 640w`);
    expect(out).not.toContain('/s/640/cover.avif');
    expect(head).toContain('/s/960/cover.avif 960w');
    expect(body).toContain('/s/960/cover.avif 960w');
    expect(out).toContain('<img src="/s/cover.jpg"');
  });

  test('leaves a phone file over 6 kB to its own request', () => {
    ['375', '640', '960'].forEach((width) => write(`/s/${width}/big.avif`, 6 * 1024 + 1));
    const before = html('big.avif');
    expect(heroInlinePass(publicDir).run(before, page)).toBe(before);
  });

  test('stops the build, naming the page, when the phone file is not in public/', () => {
    expect(() => heroInlinePass(publicDir).run(html('gone.avif'), page)).toThrow(
      'the hero’s phone file /s/640/gone.avif of /blog/post/ is not in public/',
    );
  });
});
