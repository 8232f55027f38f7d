/** No address is lost: a vanished page stops the build with the line to add, a moved page gets its redirect, and a redirect that loops, chains or leads nowhere stops the build. */
import { checkAddresses, type AddressCheckInput } from '../../src/gatsby-node/addressCheck';

const built = { '/': 'Home', '/services/': 'Services', '/services/ux-review/': 'UX audit', '/blog/': 'Blog' };
const run = (change: Partial<AddressCheckInput>) =>
  checkAddresses({ built, recorded: built, redirects: [], fileExists: (a) => a === '/blog/rss.xml', today: '2026-11-28', ...change });

describe('address check', () => {
  it('passes when every recorded address is still a page, and records new pages', () => {
    const result = run({ recorded: { '/': 'Home', '/services/': 'Services', '/services/ux-review/': 'UX audit' } });
    expect(result.problems).toEqual([]);
    expect(result.added).toEqual(['/blog/']);
    expect(Object.keys(result.addresses)).toEqual(['/', '/blog/', '/services/', '/services/ux-review/']);
  });

  it('stops on an address that vanished without a redirect, naming it and printing the line to add', () => {
    const result = run({ recorded: { ...built, '/services/pilot/': 'Pilot' } });
    expect(result.problems).toEqual([
      '/services/pilot/ ("Pilot") is no longer a page and has no redirect; add this line to the "redirects" list of content/redirects.json (or point "to" at the page that replaced it): { "from": "/services/pilot/", "to": "/services/" }',
    ]);
    expect(result.addresses['/services/pilot/']).toBe('Pilot');
  });

  it('passes once the vanished address redirects, and keeps it in the record', () => {
    const result = run({ recorded: { ...built, '/services/pilot/': 'Pilot' }, redirects: [{ from: '/services/pilot', to: '/services/' }] });
    expect(result.problems).toEqual([]);
    expect(result.addresses['/services/pilot/']).toBe('Pilot');
  });

  it('turns a page that moved (same title at a new address) into a redirect, and re-points older redirects to it', () => {
    const { '/services/ux-review/': _moved, ...before } = built;
    const result = run({
      recorded: { ...before, '/services/ux-audit/': 'UX audit' },
      redirects: [{ from: '/services/usability-audit/', to: '/services/ux-audit/', note: 'renamed before' }],
    });
    expect(result.moves).toEqual([{ from: '/services/ux-audit/', to: '/services/ux-review/' }]);
    expect(result.redirects).toEqual([
      { from: '/services/usability-audit/', to: '/services/ux-review/', note: 'renamed before' },
      { from: '/services/ux-audit/', to: '/services/ux-review/', note: 'page moved (same title), found by the build', date: '2026-11-28' },
    ]);
    expect(result.problems).toEqual([]);
  });

  it('does not guess when two vanished pages share the new page title', () => {
    const { '/services/ux-review/': _moved, ...before } = built;
    const result = run({ recorded: { ...before, '/a/': 'UX audit', '/b/': 'UX audit' } });
    expect(result.moves).toEqual([]);
    expect(result.problems).toHaveLength(2);
  });

  it('stops on a redirect that loops, naming it', () => {
    const result = run({
      redirects: [
        { from: '/a/', to: '/b/' },
        { from: '/b', to: '/a/' },
        { from: '/c/', to: '/c' },
      ],
    });
    expect(result.problems).toEqual([
      'redirect /a/ → /b/ loops (/a/ → /b/ → /a/)',
      'redirect /b/ → /a/ loops (/b/ → /a/ → /b/)',
      'redirect /c/ → /c loops (it leads to itself)',
    ]);
  });

  it('stops on a chain, naming the address to point at', () => {
    const result = run({
      redirects: [
        { from: '/a/', to: '/b/' },
        { from: '/b/', to: '/services/' },
      ],
    });
    expect(result.problems).toEqual(['redirect /a/ → /b/ chains (/a/ → /b/ → /services/): point it straight at /services/']);
  });

  it('stops on a target that is not built, accepts built files and external addresses', () => {
    const result = run({
      redirects: [
        { from: '/old-blog/', to: '/journal/' },
        { from: '/feed/', to: '/blog/rss.xml' },
        { from: '/jobs/', to: 'https://jobs.example.com/' },
        { from: '/news/', to: '/blog/?kind=review' },
      ],
    });
    expect(result.problems).toEqual(['redirect /old-blog/ → /journal/: /journal/ is not a page or file of this build']);
  });

  it('stops on a redirect from an address that is a page of this build', () => {
    expect(run({ redirects: [{ from: '/blog/', to: '/' }] }).problems).toEqual([
      'redirect /blog/ → /: /blog/ is a page of this build; remove the redirect or the page',
    ]);
  });
});
