/**
 * @jest-environment node
 */
/** The byte measurer the budget tests trust: gzip sizes and which scripts count as a page's first-load JavaScript. */
import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { firstLoadJs, gzipSize, inlineScripts } from '../../scripts/bench/measure';

const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'measure-'));
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
  fs.writeFileSync(path.join(publicDir, file), text);
};
// Sizes worked out with Python's gzip.compress(data, 9): 10 header bytes, the deflate stream, 8 trailer bytes.
write('empty.js', '');
write('app-1.js', 'a'.repeat(1000));
write('component---src-pages-index-tsx.js', 'console.log(1);\n');
write('section-hero.js', 'console.log(1);\n');

afterAll(() => fs.rmSync(publicDir, { recursive: true, force: true }));

test('gzip size of a file at level 9, header and trailer included', () => {
  expect(gzipSize(path.join(publicDir, 'empty.js'))).toBe(20);
  expect(gzipSize(path.join(publicDir, 'app-1.js'))).toBe(29);
  expect(gzipSize(path.join(publicDir, 'component---src-pages-index-tsx.js'))).toBe(36);
});

/**
 * A stand-in for Playwright's page: opening the URL fires the given requests and serves `documents` in turn in its main
 * frame (a refresh redirect serves two); idle wait n fires the batch late[n - 1].
 */
function fakePage(onOpen: [string, string][], late: [string, string][][] = [], documents: string[] = []): Page {
  const events = new EventEmitter();
  const mainFrame = {};
  const fire = (requests: [string, string][]) => {
    for (const [url, type] of requests) events.emit('request', { url: () => url, resourceType: () => type });
  };
  let idleWaits = 0;
  return {
    on: (name: string, listener: (...args: unknown[]) => void) => events.on(name, listener),
    off: (name: string, listener: (...args: unknown[]) => void) => events.off(name, listener),
    mainFrame: () => mainFrame,
    goto: async () => {
      for (const html of documents)
        events.emit('response', { request: () => ({ isNavigationRequest: () => true }), frame: () => mainFrame, text: async () => html });
      fire(onOpen);
    },
    evaluate: async () => {
      idleWaits += 1;
      fire(late[idleWaits - 1] ?? []);
    },
    waitForTimeout: async () => undefined,
  } as unknown as Page;
}

test('first-load JS counts each same-origin script once, waiting until an idle wait brings no new request', async () => {
  const page = fakePage(
    [
      ['http://site.test/app-1.js', 'script'],
      ['http://site.test/app-1.js', 'script'],
      ['http://site.test/component---src-pages-index-tsx.js', 'script'],
      ['http://site.test/styles.css', 'stylesheet'],
      ['http://cdn.test/app-1.js', 'script'],
    ],
    [[['http://site.test/section-hero.js', 'script']], [['http://site.test/empty.js', 'script']]],
  );
  const measured = await firstLoadJs(page, 'http://site.test/', publicDir);
  expect(measured.files).toEqual([
    { file: '/app-1.js', gzip: 29 },
    { file: '/component---src-pages-index-tsx.js', gzip: 36 },
    { file: '/section-hero.js', gzip: 36 },
    { file: '/empty.js', gzip: 20 },
  ]);
  expect(measured.inline).toEqual([]);
  expect(measured.total).toBe(121);
});

/** Two inline scripts of 1,000 repeated letters (29 bytes gzipped each, like app-1.js), a data block among them, and one with a src. */
const INLINE_PAGE = `<!doctype html><html><head><script>${'a'.repeat(1000)}</script><script type="application/ld+json">{}</script></head><body><script src="/app-1.js"></script><script>${'a'.repeat(1000)}</script></body></html>`;

test('every inline script of the served HTML counts, gzipped, with the scripts fetched; a script with a src counts once, as its file', async () => {
  expect(inlineScripts(INLINE_PAGE)).toEqual(['a'.repeat(1000), '{}', 'a'.repeat(1000)]);
  const measured = await firstLoadJs(
    fakePage([['http://site.test/app-1.js', 'script']], [], [INLINE_PAGE]),
    'http://site.test/',
    publicDir,
  );
  expect(measured.files).toEqual([{ file: '/app-1.js', gzip: 29 }]);
  expect(measured.inline).toEqual([29, 22, 29]);
  expect(measured.total).toBe(29 + 29 + 22 + 29);
});

test('after a refresh redirect, the inline scripts of the document the page settled on count', async () => {
  const redirect = `<!doctype html><html><head><meta http-equiv="refresh" content="0; url=/new/"><script>${'b'.repeat(500)}</script></head></html>`;
  const measured = await firstLoadJs(fakePage([], [], [redirect, INLINE_PAGE]), 'http://site.test/old/', publicDir);
  expect(measured.inline).toEqual([29, 22, 29]);
});

test('a page that loads no script measures zero bytes', async () => {
  expect(await firstLoadJs(fakePage([['http://site.test/photo.webp', 'image']]), 'http://site.test/', publicDir)).toEqual({
    files: [],
    inline: [],
    total: 0,
  });
});
