/**
 * @jest-environment node
 */
/** The media scripts draw their words in the brand faces or stop naming the face (scripts/media/brandFaces.mjs): a missing face is an error, not a fallback, and a word set in another face is caught in the renderer. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/** Runs an ES module snippet beside the helper (the scripts are plain Node modules) and returns its exit and output. */
function run(snippet: string) {
  const code = `import * as faces from './scripts/media/brandFaces.mjs';\nimport { renderPng, withChromium } from './scripts/media/render.mjs';\n${snippet}`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', code], { cwd: root, encoding: 'utf8', timeout: 60_000 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

test('a face whose package is not installed stops the page with the face’s name', () => {
  const { status, stderr } = run(
    `faces.brandFaceCss([{ name: 'Nowhere Sans', family: 'Nowhere', stylesheets: ['@fontsource-variable/nowhere-sans/wght.css'] }]);`,
  );
  expect(status).not.toBe(0);
  expect(stderr).toContain('Brand face "Nowhere Sans" is missing: @fontsource-variable/nowhere-sans/wght.css is not installed');
});

test('a face whose font file is missing stops the page with the face’s name and the file', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-faces-'));
  const sheet = path.join(dir, 'wght.css');
  fs.writeFileSync(sheet, "@font-face { font-family: 'Gone Variable'; src: url(./files/gone-latin-wght-normal.woff2); }");
  const { status, stderr } = run(
    `faces.brandFaceCss([{ name: 'Gone Grotesque', family: 'Gone', stylesheets: [${JSON.stringify(sheet)}] }]);`,
  );
  fs.rmSync(dir, { recursive: true, force: true });
  expect(status).not.toBe(0);
  expect(stderr).toMatch(/Brand face "Gone Grotesque" is missing: .*gone-latin-wght-normal\.woff2 does not exist/);
});

test('every brand face is installed in full: Latin and Latin Extended, for both faces', () => {
  const { status, stdout, stderr } = run(`console.log(JSON.stringify(faces.brandCoverage()));`);
  expect(stderr).toBe('');
  expect(status).toBe(0);
  const ranges: [number, number][] = JSON.parse(stdout);
  const covered = (char: string) => ranges.some(([from, to]) => (char.codePointAt(0) ?? 0) >= from && (char.codePointAt(0) ?? 0) <= to);
  expect(['A', 'é', '€', 'ł', '“'].filter((char) => !covered(char))).toEqual([]);
});

test('Chromium draws a label in the brand face, and a label set in a face the page lacks stops the render naming the label', () => {
  const { status, stdout, stderr } = run(`
const page = (style) => '<!doctype html><html><head><style>' + faces.brandFaceCss() + '</style></head><body style="margin:0;background:#fff"><div style="' + style + '">Landing</div></body></html>';
const size = { width: 200, height: 60 };
await withChromium(async (browser) => {
  const brand = await Promise.all(['Display', 'Inter'].map((family) => renderPng(browser, page('font:700 32px ' + family), size, family)));
  const fallback = await renderPng(browser, page("font:700 32px 'Comic Sans MS',cursive"), size, 'about hero mock').catch((error) => error.message);
  console.log(JSON.stringify({ differ: !brand[0].equals(brand[1]), fallback }));
});`);
  expect(stderr).toBe('');
  expect(status).toBe(0);
  const { differ, fallback } = JSON.parse(stdout);
  // Both faces drew the label, each its own way.
  expect(differ).toBe(true);
  expect(fallback).toMatch(/^about hero mock: "Landing" is drawn in .+, not in the brand faces \(Inter, Bricolage Grotesque\)$/);
});

test('a page without the brand faces stops before its screenshot, naming each face', () => {
  const { status, stderr } = run(`
await withChromium(async (browser) => {
  await renderPng(browser, '<!doctype html><body style="font:16px sans-serif">Sign up</body>', { width: 100, height: 40 }, 'bare page');
});`);
  expect(status).not.toBe(0);
  expect(stderr).toContain('Brand faces "Inter", "Bricolage Grotesque" did not load in Chromium');
});
