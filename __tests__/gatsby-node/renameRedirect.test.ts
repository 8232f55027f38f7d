/**
 * Renaming a page in the CMS ends with a working redirect: develop sees the record deleted and a near copy saved under a
 * new name (in either order), writes the redirect into content/redirects.json, and the build's address check passes.
 * A plain deletion writes nothing and still stops the build, naming the address.
 */
import fs from 'node:fs';
import path from 'node:path';
import { RenameFollower } from '../../src/gatsby-node/renameFollower';
import { checkAddresses, type Addresses } from '../../src/gatsby-node/addressCheck';
import { readRedirects } from '../../src/gatsby-node/redirectsFile';
import { copyContent } from '../helpers/contentFixture';

const OLD = 'services/ux-audit.en.json';
const NEW = 'services/ux-review.en.json';

/** The pages a build of `content` makes: the committed record with `gone` removed and `fresh` added. */
function buildCheck(content: string, gone: string[], fresh: Addresses) {
  const recorded = JSON.parse(fs.readFileSync(path.join(content, 'addresses.json'), 'utf8')) as Addresses;
  const { redirects } = readRedirects(content);
  const redirected = new Set(redirects.map(({ from }) => from));
  const built = Object.fromEntries(Object.entries(recorded).filter(([address]) => !gone.includes(address) && !redirected.has(address)));
  return checkAddresses({ built: { ...built, ...fresh }, recorded, redirects, fileExists: () => false, today: '2026-11-28' });
}

/** Decap's "Duplicate": the same record saved under a new name, with the editor's new title. */
function duplicate(content: string) {
  const data = JSON.parse(fs.readFileSync(path.join(content, OLD), 'utf8'));
  data.metadata.name = 'UX Review of Websites and Apps';
  fs.writeFileSync(path.join(content, NEW), JSON.stringify(data, null, 2));
  return path.join(content, NEW);
}

describe('a renamed page gets its redirect', () => {
  it('duplicated under a new name, then deleted (the CMS): the old address redirects and the build check passes', () => {
    const { content } = copyContent();
    const follower = new RenameFollower(content);
    expect(follower.fileAdded(duplicate(content))).toBeUndefined();
    fs.rmSync(path.join(content, OLD));
    expect(follower.fileRemoved(path.join(content, OLD))).toEqual({ from: '/services/ux-audit/', to: '/services/ux-review/' });
    expect(readRedirects(content).redirects).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ from: '/services/ux-audit/', to: '/services/ux-review/' }),
        // the older redirect to the old address now leads straight to the new one (no chain)
        expect.objectContaining({ from: '/services/usability-audit/', to: '/services/ux-review/' }),
      ]),
    );
    const check = buildCheck(content, ['/services/ux-audit/'], {
      '/services/ux-review/': 'UX Review of Websites and Apps | Oakline Studio',
    });
    expect(check.problems).toEqual([]);
    expect(check.addresses['/services/ux-audit/']).toBeDefined();
  });

  it('moved on disk (deleted first, then added): the same redirect', () => {
    const { content } = copyContent();
    const follower = new RenameFollower(content);
    const text = fs.readFileSync(path.join(content, OLD), 'utf8');
    fs.rmSync(path.join(content, OLD));
    expect(follower.fileRemoved(path.join(content, OLD))).toBeUndefined();
    fs.writeFileSync(path.join(content, NEW), text);
    expect(follower.fileAdded(path.join(content, NEW))).toEqual({ from: '/services/ux-audit/', to: '/services/ux-review/' });
  });

  it('a plain deletion writes no redirect and stops the build naming the address and the line to add', () => {
    const { content } = copyContent();
    const before = fs.readFileSync(path.join(content, 'redirects.json'), 'utf8');
    const follower = new RenameFollower(content);
    fs.rmSync(path.join(content, 'services/pilot.en.json'));
    expect(follower.fileRemoved(path.join(content, 'services/pilot.en.json'))).toBeUndefined();
    // a different new service is another page, not the deleted one renamed
    fs.copyFileSync(path.join(content, 'services/wireframes.en.json'), path.join(content, 'services/wireframes-sprint.en.json'));
    expect(follower.fileAdded(path.join(content, 'services/wireframes-sprint.en.json'))).toBeUndefined();
    expect(fs.readFileSync(path.join(content, 'redirects.json'), 'utf8')).toBe(before);
    expect(buildCheck(content, ['/services/pilot/'], {}).problems).toEqual([expect.stringContaining('/services/pilot/ ("')]);
    expect(buildCheck(content, ['/services/pilot/'], {}).problems[0]).toContain('{ "from": "/services/pilot/", "to": "/services/" }');
  });
});
