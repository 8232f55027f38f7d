/** Redirects keep the site's address form and the visitor's query string, and read back from the `_redirects` file the build writes. */
import { normalPath, parseRedirectsText, redirectsText, withQuery } from '../../src/lib/redirects';
import { nginxMapText } from '../../src/gatsby-node/postBuild/redirectFiles';

const redirects = [
  { from: '/services/usability-audit', to: '/services/ux-audit/' },
  { from: '/jobs/', to: 'https://jobs.example.com/open' },
];

test('an address without its trailing slash is the page address; a file name keeps its form', () => {
  expect(normalPath('/services/old')).toBe('/services/old/');
  expect(normalPath('/services/old/')).toBe('/services/old/');
  expect(normalPath('/blog/rss.xml')).toBe('/blog/rss.xml');
  expect(normalPath('/')).toBe('/');
});

test('the query string survives a redirect, before any fragment', () => {
  expect(withQuery('/services/ux-audit/', 'utm_source=mail')).toBe('/services/ux-audit/?utm_source=mail');
  expect(withQuery('/cases/?kind=saas#list', 'a=1')).toBe('/cases/?kind=saas&a=1#list');
  expect(withQuery('/cases/', '')).toBe('/cases/');
});

test('_redirects has one 301 line per redirect and reads back to the same table', () => {
  const text = redirectsText(redirects);
  expect(text).toContain('/services/usability-audit/ /services/ux-audit/ 301\n');
  expect([...parseRedirectsText(text)]).toEqual([
    ['/services/usability-audit/', '/services/ux-audit/'],
    ['/jobs/', 'https://jobs.example.com/open'],
  ]);
});

test('the nginx map answers the address with and without its trailing slash', () => {
  const text = nginxMapText(redirects);
  expect(text).toContain('map $uri $oakline_redirect {');
  expect(text).toContain(
    '    "/services/usability-audit/" "/services/ux-audit/";\n    "/services/usability-audit" "/services/ux-audit/";\n',
  );
});
