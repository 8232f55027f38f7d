/** A renamed page's old address answers 301 with the new address (query string kept), for GET and HEAD, with or without its trailing slash, before any file is looked up. */
import fs from 'node:fs';
import path from 'node:path';
import type { RedirectsFile } from '../../src/content-model/redirects';
import { PORT_BASE, ROOT, startSite, type RunningSite } from './helpers/site';
import { fileStore } from './helpers/stores';

let site: RunningSite;
beforeAll(async () => {
  site = await startSite(await fileStore.create(), PORT_BASE + 97);
});
afterAll(async () => {
  await site?.stop();
});

const { redirects } = JSON.parse(fs.readFileSync(path.join(ROOT, 'content/redirects.json'), 'utf8')) as RedirectsFile;
const renamed = redirects.find(({ to }) => to.startsWith('/'));
const answer = (address: string, method = 'GET') => fetch(`${site.base}${address}`, { method, redirect: 'manual' });

test('content/redirects.json has a renamed page, and the build wrote it to public/_redirects', () => {
  expect(renamed).toBeDefined();
  expect(fs.readFileSync(path.join(ROOT, 'public/_redirects'), 'utf8')).toContain(`${renamed?.from} ${renamed?.to} 301\n`);
});

test('the old address answers 301 to the new one, keeping the query string', async () => {
  const { from, to } = renamed ?? { from: '', to: '' };
  const moved = await answer(`${from}?utm_source=newsletter&utm_medium=email`);
  expect(moved.status).toBe(301);
  expect(moved.headers.get('location')).toBe(`${to}?utm_source=newsletter&utm_medium=email`);
  const bare = await answer(from.replace(/\/$/, ''));
  expect(bare.status).toBe(301);
  expect(bare.headers.get('location')).toBe(to);
  const head = await answer(from, 'HEAD');
  expect(head.status).toBe(301);
  expect(head.headers.get('location')).toBe(to);
  expect((await answer(to)).status).toBe(200);
});

test('every redirect of the file answers 301 with its target', async () => {
  for (const { from, to } of redirects) {
    const moved = await answer(from);
    expect([from, moved.status, moved.headers.get('location')]).toEqual([from, 301, to]);
  }
});
