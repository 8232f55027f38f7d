/** The build stops when a built rule's `animation` shorthand comes after its `animation-timeline`, as the minified hero CSS once did (issue 32). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkAnimationTimelines, shorthandsAfterTimeline } from '../../src/gatsby-node/postBuild/animationTimeline';

const REORDERED =
  '@media (prefers-reduced-motion:no-preference){@supports (animation-timeline:view()){.Hero-module--widens--b1c2d{animation-range:cover 0 cover 50%;animation-timeline:--hero-media;animation:Hero-module--media-widen--x linear both}}}';

test('names the rule whose shorthand follows its timeline, wherever it is nested', () => {
  expect(shorthandsAfterTimeline(`.a{color:red}${REORDERED}`)).toEqual(['.Hero-module--widens--b1c2d']);
});

test('passes longhands with a timeline, a shorthand before the timeline, and a shorthand in a rule with no timeline', () => {
  const css = [
    '.widens{animation-name:w;animation-duration:auto;animation-timing-function:linear;animation-fill-mode:both;animation-timeline:--hero-media;animation-range:cover 0 cover 50%}',
    '.before{animation:w linear both;animation-timeline:--t}',
    '.marquee{animation:marquee 48s linear infinite}',
    '.bg{background:url(data:image/svg+xml;charset=utf-8,%3Csvg%3E);animation-timeline:--t}',
  ].join('');
  expect(shorthandsAfterTimeline(css)).toEqual([]);
});

test("the post-build check reads the stylesheets the pages link: it throws with the file and the selector, and ignores an earlier build's unlinked file", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'css-'));
  const page = (sheet: string) => `<!DOCTYPE html><html><head><link rel="stylesheet" href="/${sheet}"/></head><body></body></html>`;
  fs.writeFileSync(path.join(dir, 'styles.0a1b.css'), '.widens{animation-name:w;animation-timeline:--t}');
  fs.writeFileSync(path.join(dir, 'styles.2c3d.css'), REORDERED);
  fs.writeFileSync(path.join(dir, 'index.html'), page('styles.0a1b.css'));
  expect(checkAnimationTimelines(dir)).toBe(1);
  fs.mkdirSync(path.join(dir, 'services'));
  fs.writeFileSync(path.join(dir, 'services', 'index.html'), page('styles.2c3d.css'));
  expect(() => checkAnimationTimelines(dir)).toThrow('public/styles.2c3d.css: .Hero-module--widens--b1c2d');
  fs.rmSync(dir, { recursive: true });
});
