/** The build keeps content/addresses.json: it records new pages and moved pages' redirects for the editor to commit, and under CI=true only reports them. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { builtAddresses, keepAddresses, titleOf } from '../../src/gatsby-node/postBuild/addresses';

/** A scratch build: public/ with one page per address (its title given) and a content folder with the given files. */
function scratch(pages: Record<string, string>, files: Record<string, unknown>) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'addresses-'));
  const publicDir = path.join(root, 'public');
  const contentDir = path.join(root, 'content');
  for (const [address, title] of Object.entries(pages)) {
    fs.mkdirSync(path.join(publicDir, address), { recursive: true });
    fs.writeFileSync(path.join(publicDir, address, 'index.html'), `<html><head><title>${title}</title></head></html>`);
  }
  fs.mkdirSync(contentDir, { recursive: true });
  for (const [name, value] of Object.entries(files)) fs.writeFileSync(path.join(contentDir, name), JSON.stringify(value));
  const read = (name: string) => JSON.parse(fs.readFileSync(path.join(contentDir, name), 'utf8'));
  const keep = (ci: boolean) =>
    keepAddresses({ publicDir, contentDir, pagePaths: [...Object.keys(pages), '/404/'], ci, today: '2026-11-28' });
  return { contentDir, read, keep };
}

const before = { '/': 'Home', '/services/': 'Services', '/services/ux-audit/': 'UX audit' };
const after = { '/': 'Home', '/services/': 'Services', '/services/ux-review/': 'UX audit' };

test('a first build writes the record of every page (not the 404 page), titles as the browser shows them', () => {
  const { read, keep, contentDir } = scratch({ ...before, '/blog/': 'Tom &amp; Jerry&#x27;s blog' }, {});
  expect(keep(false)).toEqual({
    problems: [],
    notes: [expect.stringMatching(/addresses\.json updated \(4 new: .*\); commit it$/)],
    redirects: [],
  });
  expect(read('addresses.json')).toEqual({ ...before, '/blog/': "Tom & Jerry's blog" });
  expect(keep(false).notes).toEqual([]);
  expect(builtAddresses(path.join(contentDir, '../public'), ['/404/'])).toEqual({});
  expect(titleOf('<title data-x="1">A &lt;b&gt;</title>')).toBe('A <b>');
});

test('a page moved (same title): the build writes its redirect and the new address, and says to commit them', () => {
  const { read, keep } = scratch(after, { 'addresses.json': before });
  const outcome = keep(false);
  expect(outcome.problems).toEqual([]);
  expect(outcome.notes[0]).toMatch(
    /redirects\.json: redirects added for moved pages .*\/services\/ux-audit\/ → \/services\/ux-review\/; commit it/,
  );
  expect(read('redirects.json').redirects).toEqual([expect.objectContaining({ from: '/services/ux-audit/', to: '/services/ux-review/' })]);
  expect(Object.keys(read('addresses.json'))).toEqual(['/', '/services/', '/services/ux-audit/', '/services/ux-review/']);
  expect(keep(false)).toEqual({ problems: [], notes: [], redirects: read('redirects.json').redirects });
});

test('under CI=true nothing is written: a move stops the build with the line to add, new addresses are reported', () => {
  const { read, keep } = scratch({ ...after, '/blog/': 'Blog' }, { 'addresses.json': before });
  const outcome = keep(true);
  expect(outcome.problems).toEqual([expect.stringContaining('{ "from": "/services/ux-audit/", "to": "/services/ux-review/" }')]);
  expect(outcome.notes).toEqual([expect.stringMatching(/addresses\.json is out of date \(2 new: \/blog\/, \/services\/ux-review\/\)/)]);
  expect(read('addresses.json')).toEqual(before);
});

test('an address gone without a redirect or a page of the same title stops the build and stays recorded', () => {
  const { read, keep } = scratch({ '/': 'Home', '/services/': 'Services' }, { 'addresses.json': before });
  expect(keep(false).problems).toEqual([
    expect.stringContaining('/services/ux-audit/ ("UX audit") is no longer a page and has no redirect'),
  ]);
  expect(read('addresses.json')).toEqual(before);
});
