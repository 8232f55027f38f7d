/**
 * @jest-environment node
 */
/** Share images come from each page's share card (page context), one per image path; a case's own image shows behind its card. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { drawShareCards, layOutShareCards, shareJobs, type PageNode } from '../../src/gatsby-node/postBuild/shareImages';

/** What onPostBuild does: lay every card out, then draw them (src/gatsby-node/postBuild/onPostBuild.ts). */
const renderShareImages = async (publicDir: string, siteName: string, pages: readonly PageNode[], cacheDir: string) =>
  drawShareCards(await layOutShareCards(publicDir, siteName, pages), cacheDir);
import { palette } from '../../src/lib/palette';

/** The first card instances the brand faces (harfbuzz, once per process). */
jest.setTimeout(30_000);

test('one job per image path, from the page context; pages without a card get none', () => {
  const jobs = shareJobs([
    { path: '/404/', context: { share: { title: 'Page not found' } } },
    { path: '/404.html', context: { share: { title: 'Page not found' } } },
    { path: '/cases/ehr/', context: { share: { title: 'EHR & "charting"', photo: '/x.png' } } },
    { path: '/cases/old/', context: { redirect: true } as never },
    { path: '/dev-404-page/', context: null },
    { path: '/de/404/', context: { share: { title: 'Seite nicht gefunden' } } },
  ]);
  expect([...jobs]).toEqual([
    ['/og/404.jpg', { title: 'Page not found' }],
    ['/og/cases-ehr.jpg', { title: 'EHR & "charting"', photo: '/x.png' }],
    ['/og/de-404.jpg', { title: 'Seite nicht gefunden' }],
  ]);
});

test('two pages whose paths name one image stop the build, naming both', () => {
  expect(() =>
    shareJobs([
      { path: '/de/cases/', context: { share: { title: 'Projekte' } } },
      { path: '/de-cases/', context: { share: { title: 'De-cases' } } },
    ]),
  ).toThrow('/de/cases/ and /de-cases/ would both be /og/de-cases.jpg');
});

test('renders 1200x630 JPEGs; a card over a photo shows the photo through the ink', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'og-'));
  const photo = path.join(dir, 'photo.png');
  await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#ffffff' } })
    .png()
    .toFile(photo);
  const count = await renderShareImages(
    dir,
    'Oakline Studio',
    [
      { path: '/services/', context: { share: { title: 'Services' } } },
      { path: '/cases/ehr/', context: { share: { title: 'EHR platform', photo } } },
    ],
    path.join(dir, 'cache'),
  );
  expect(count).toEqual({ written: 2, rendered: 2 });
  const corner = async (file: string) => [
    ...(await sharp(path.join(dir, file)).extract({ left: 20, top: 600, width: 1, height: 1 }).raw().toBuffer()),
  ];
  for (const file of ['og/services.jpg', 'og/cases-ehr.jpg']) {
    expect(await sharp(path.join(dir, file)).metadata()).toMatchObject({ width: 1200, height: 630, format: 'jpeg' });
  }
  const ink = [0x16, 0x13, 0x1f];
  const near = (a: number[], b: number[]) => a.every((v, i) => Math.abs(v - b[i]) < 12);
  expect(palette.ink).toBe('#16131f');
  expect(near(await corner('og/services.jpg'), ink)).toBe(true);
  expect(near(await corner('og/cases-ehr.jpg'), ink)).toBe(false);
});

test('an unchanged card is drawn once and reused from the cache; a changed title or photo is drawn again', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'og-cache-'));
  const cache = path.join(dir, 'cache');
  const photo = path.join(dir, 'photo.png');
  await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#ffffff' } })
    .png()
    .toFile(photo);
  const pages = [
    { path: '/services/a/', context: { share: { title: 'Website design' } } },
    { path: '/services/a-copy/', context: { share: { title: 'Website design' } } },
    { path: '/cases/ehr/', context: { share: { title: 'EHR platform', photo } } },
  ];
  expect(await renderShareImages(path.join(dir, 'one'), 'Oakline Studio', pages, cache)).toEqual({ written: 3, rendered: 2 });
  const first = fs.readFileSync(path.join(dir, 'one/og/services-a-copy.jpg'));
  expect(fs.readFileSync(path.join(dir, 'one/og/services-a.jpg')).equals(first)).toBe(true);

  expect(await renderShareImages(path.join(dir, 'two'), 'Oakline Studio', pages, cache)).toEqual({ written: 3, rendered: 0 });
  expect(fs.readFileSync(path.join(dir, 'two/og/services-a-copy.jpg')).equals(first)).toBe(true);

  await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#000000' } })
    .png()
    .toFile(photo);
  const changed = [{ path: '/services/a/', context: { share: { title: 'Website redesign' } } }, pages[2]];
  expect(await renderShareImages(path.join(dir, 'three'), 'Oakline Studio', changed, cache)).toEqual({ written: 2, rendered: 2 });
  expect(fs.readFileSync(path.join(dir, 'three/og/services-a.jpg')).equals(first)).toBe(false);
});
