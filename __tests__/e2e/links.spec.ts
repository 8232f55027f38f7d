/** No broken internal link anywhere on the built site, and every new-tab link is opened with noopener. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from './fixtures';
import { builtHtml, builtPaths } from './site';
import { BASE } from './server';

interface CheckedLink {
  url: string;
  status?: number;
  state: 'OK' | 'BROKEN' | 'SKIPPED';
  parent?: string;
}

/** linkinator is ESM-only, so it runs as its CLI; internal links only (this machine has no internet). */
test('linkinator finds no broken internal link', () => {
  test.setTimeout(300_000);
  const bin = path.resolve(__dirname, '../../node_modules/.bin/linkinator');
  const run = spawnSync(
    bin,
    [`${BASE}/`, '--recurse', '--format', 'json', '--concurrency', '8', '--skip', `^(?!${BASE.replace(/[.]/g, '\\.')})`],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  const result = JSON.parse(run.stdout) as { links: CheckedLink[] };
  const broken = result.links.filter((link) => link.state === 'BROKEN').map((link) => `${link.status} ${link.url} (on ${link.parent})`);
  expect(broken).toEqual([]);
  expect(result.links.filter((link) => link.state === 'OK').length).toBeGreaterThan(10);
});

for (const pagePath of builtPaths()) {
  test(`every target=_blank link on ${pagePath} has rel noopener`, () => {
    const anchors = builtHtml(pagePath).match(/<a\b[^>]*>/g) ?? [];
    const unsafe = anchors.filter((a) => /target="_blank"/.test(a) && !/rel="[^"]*noopener[^"]*"/.test(a));
    expect(unsafe).toEqual([]);
  });
}
