/**
 * What a browser gets from `npm run serve`: the security headers on a page, an asset, the API and a 404; no CORS for
 * another origin; immutable caching for hashed files only; compression; the site's 404 page; Gatsby's trailing-slash
 * redirect; /healthz; and one access-log line per request.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PORT_BASE, ROOT, startSite, type RunningSite } from './helpers/site';
import { fileStore } from './helpers/stores';
import { waitFor } from '../helpers/waitFor';
import englishSite from '../../content/site.en.json';
import germanSite from '../../content/site.de.json';

let site: RunningSite;
const publicDir = path.join(ROOT, 'public');
/** The rules the build wrote: the server must send exactly these. */
const headersFile = fs.readFileSync(path.join(publicDir, '_headers'), 'utf8');
const ruleValue = (name: string) => new RegExp(`^  ${name}: (.*)$`, 'm').exec(headersFile)?.[1];
const hashedScript =
  fs.readdirSync(publicDir).find((name) => /^app-[0-9a-f]{10}\.js$/.test(name)) ??
  fs.readdirSync(publicDir).find((name) => /-[0-9a-f]{10}\.js$/.test(name));
const notFoundTitle = /<title[^>]*>([^<]*)<\/title>/.exec(fs.readFileSync(path.join(publicDir, '404.html'), 'utf8'))?.[1] ?? '';

beforeAll(async () => {
  site = await startSite(await fileStore.create(), PORT_BASE);
});
afterAll(async () => {
  await site?.stop();
});

const securityHeaders = (response: Response) => {
  const h = response.headers;
  expect(h.get('content-security-policy')).toBe(ruleValue('Content-Security-Policy'));
  expect(h.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
  expect(h.get('strict-transport-security')).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
  expect(h.get('x-content-type-options')).toBe('nosniff');
  expect(h.get('x-frame-options')).toBe('DENY');
  expect(h.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(h.get('permissions-policy')).toMatch(/camera=\(\)/);
  expect(h.get('cross-origin-opener-policy')).toBe('same-origin');
  expect(h.get('x-powered-by')).toBeNull();
  expect([...h.keys()].filter((name) => name.startsWith('access-control-'))).toEqual([]);
};

test('a page carries every security header and revalidates', async () => {
  const response = await fetch(`${site.base}/services/website-design/`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  securityHeaders(response);
  expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
});

test('a content-hashed script is cached for a year as immutable, page-data revalidates', async () => {
  expect(hashedScript).toBeDefined();
  const asset = await fetch(`${site.base}/${hashedScript}`);
  expect(asset.status).toBe(200);
  securityHeaders(asset);
  expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  const pageData = await fetch(`${site.base}/page-data/index/page-data.json`);
  expect(pageData.status).toBe(200);
  expect(pageData.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
});

test('the API answers carry the security headers and are never cached', async () => {
  const token = await fetch(`${site.base}/api/contact`);
  expect(token.status).toBe(200);
  securityHeaders(token);
  expect(token.headers.get('cache-control')).toBe('no-store');
  const post = await fetch(`${site.base}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  expect(post.status).toBe(400);
  securityHeaders(post);
});

test('another origin gets no CORS permission, neither on a preflight nor on a post', async () => {
  const origin = 'https://lead-harvester.example';
  const preflight = await fetch(`${site.base}/api/contact`, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
  });
  expect(preflight.status).toBe(405);
  securityHeaders(preflight);
  const post = await fetch(`${site.base}/api/contact`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: '{}',
  });
  securityHeaders(post);
  const page = await fetch(`${site.base}/`, { headers: { origin } });
  securityHeaders(page);
});

test("an unknown path gets the site's 404 page with status 404 and the headers", async () => {
  const response = await fetch(`${site.base}/no-such-service/`);
  expect(response.status).toBe(404);
  securityHeaders(response);
  expect(notFoundTitle.length).toBeGreaterThan(0);
  expect(await response.text()).toContain(`<title`);
  const missingAsset = await fetch(`${site.base}/static/0000/missing.js`);
  expect(missingAsset.status).toBe(404);
  expect(missingAsset.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
});

test('the 404 body is the built 404 page', async () => {
  const body = await (await fetch(`${site.base}/nothing/here`)).text();
  expect(body).toContain(`>${notFoundTitle}</title>`);
});

test('a missing German address gets the German 404 page with status 404, an English one the English page', async () => {
  const titleOf = (html: string) => /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  const german = await fetch(`${site.base}/de/keine-solche-seite/`);
  expect(german.status).toBe(404);
  securityHeaders(german);
  const germanHtml = await german.text();
  expect(germanHtml).toMatch(/^<!DOCTYPE html><html lang="de"/);
  expect(titleOf(germanHtml)).toContain(germanSite.copy.notFound.title);
  const english = await (await fetch(`${site.base}/denmark/`)).text();
  expect(english).toMatch(/^<!DOCTYPE html><html lang="en"/);
  expect(titleOf(english)).toContain(englishSite.copy.notFound.title);
});

test('/de/cases/ with a filter in its address answers the filtered German page, for visitors without JavaScript (filter values are the same in both languages)', async () => {
  const response = await fetch(`${site.base}/de/cases/?industry=healthcare`);
  expect(response.status).toBe(200);
  const html = await response.text();
  expect(html).toMatch(/^<!DOCTYPE html><html lang="de"/);
  expect(html).toMatch(/<input[^>]*name="industry"[^>]*value="healthcare"[^>]*checked=""/);
  expect(html).toContain('Gesundheitswesen');
  const cards = [...html.matchAll(/<li[^>]*data-industry="([^"]*)"[^>]*>/g)];
  const shown = cards.filter((card) => !/ hidden=""/.test(card[0]));
  expect(shown.length).toBeGreaterThan(0);
  expect(shown.length).toBeLessThan(cards.length);
  for (const card of shown) expect(card[1].split(' ')).toContain('healthcare');
});

test('a page path without its trailing slash redirects to it, keeping the query', async () => {
  const response = await fetch(`${site.base}/cases?industry=healthcare`, { redirect: 'manual' });
  expect([301, 302, 308]).toContain(response.status);
  expect(response.headers.get('location')).toBe('/cases/?industry=healthcare');
  securityHeaders(response);
});

test.each(['/services/website-design/', '/cases/', '/cases/?industry=fintech', '/nothing/here'])(
  'HTML at %s is sent compressed with brotli or gzip as the browser asks',
  async (address) => {
    const http = await import('node:http');
    const encodingOf = (accept: string) =>
      new Promise<string | undefined>((resolve, reject) => {
        http
          .get(`${site.base}${address}`, { headers: { 'accept-encoding': accept } }, (res) => {
            res.resume();
            resolve(res.headers['content-encoding']);
          })
          .on('error', reject);
      });
    expect(await encodingOf('br, gzip')).toBe('br');
    expect(await encodingOf('gzip')).toBe('gzip');
    expect(await encodingOf('identity')).toBeUndefined();
  },
);

test('GET /healthz answers ok', async () => {
  const response = await fetch(`${site.base}/healthz`);
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok' });
});

test('each request writes exactly one access-log line with method, path and status', async () => {
  const marker = `/log-check-${Date.now()}/`;
  await fetch(`${site.base}${marker}`);
  await fetch(`${site.base}${marker}?again=1`);
  // Log lines come out in order: once a later request's line is out, every line of the two before it is too.
  const sentinel = `/log-sentinel-${Date.now()}/`;
  await fetch(`${site.base}${sentinel}`);
  await waitFor(() => site.output.some((line) => line.includes(sentinel)), 'the access-log line of a later request');
  const lines = site.output.filter((line) => line.includes(marker));
  expect(lines).toHaveLength(2);
  for (const line of lines) expect(JSON.parse(line)).toMatchObject({ method: 'GET', status: 404, msg: 'access' });
});
